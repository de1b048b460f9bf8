import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { backupRoutes } from './backup.routes.ts';
import { type BackupService, createBackupService } from './backup.service.ts';

declare module '../../services.ts' {
  interface Services {
    backup: BackupService;
  }
}

/** Backup and restore of the whole site: every table and every uploaded file. */
export const backupModule = fp<Infrastructure>(
  async (app, { database, storage, routes }) => {
    app.services.backup = createBackupService({ db: database.db, storage });
    if (routes) await app.register(backupRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'backup' },
);
