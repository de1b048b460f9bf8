import { defineModule } from '../../services.ts';
import { backupRoutes } from './backup.routes.ts';
import { type BackupService, createBackupService } from './backup.service.ts';

declare module '../../services.ts' {
  interface Services {
    backup: BackupService;
  }
}

/** Backup and restore of the whole site: every table and every uploaded file. */
export const backupModule = defineModule('backup', {
  provides: { backup: ({ database, storage }) => createBackupService({ db: database.db, storage }) },
  api: [backupRoutes],
});
