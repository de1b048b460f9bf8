import { defineModule } from '../../services.ts';
import { createImportService, type ImportService } from './import.service.ts';

declare module '../../services.ts' {
  interface Services {
    imports: ImportService;
  }
}

/**
 * Moving in (issue 29): a WordPress export or the original site brought over, records remembering
 * their source, media stored as uploads. `npm run import` uses it; the admin screen will too.
 */
export const importModule = defineModule('import', {
  dependencies: ['activity', 'settings', 'uploads'],
  provides: {
    imports: ({ config, database }, { activity, settings, uploads }) =>
      createImportService({
        db: database.db,
        uploads,
        activity,
        timeZone: settings.timeZone,
        uploadMaxBytes: config.uploadMaxBytes,
        currentSession: settings.currentSession,
      }),
  },
});
