import { defineModule } from '../../services.ts';
import { importRoutes } from './import.routes.ts';
import { createImportService, type ImportService } from './import.service.ts';
import { createImportJobs, type ImportJobs } from './import-jobs.ts';

declare module '../../services.ts' {
  interface Services {
    imports: ImportService;
    /** The admin screen's background jobs (decision 037). */
    importJobs: ImportJobs;
  }
}

/**
 * Moving in (issue 29): a WordPress export or the original site brought over, records remembering
 * their source, media stored as uploads. `npm run import` uses it, and the admin screen's jobs
 * (/api/import, decision 037), run in the background of the server and taken up again after a restart.
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
    importJobs: ({ config, clock, storage, log }, { imports, activity }) =>
      createImportJobs({ imports, activity, clock, dataDir: config.dataDir, storage, log }),
  },
  setUp: (app, { routes }) => {
    if (!routes) return;
    const jobs = app.services.importJobs;
    jobs.useInvalidation((tags) => app.responseCache.invalidate(tags));
    // A job a stopped server left running goes on here; this server's own stops with it, released.
    app.addHook('onReady', async () => jobs.startSweeping());
    app.addHook('onClose', () => jobs.stop());
  },
  api: [importRoutes],
});
