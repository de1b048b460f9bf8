import { defineModule } from '../../services.ts';
import { createSettingsRepository } from './settings.repository.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';

declare module '../../services.ts' {
  interface Services {
    settings: SettingsService;
  }
}

/** The site's identity, time zone and current session. */
export const settingsModule = defineModule('settings', {
  dependencies: ['activity'],
  provides: {
    settings: ({ database }, { activity }) =>
      createSettingsService(createSettingsRepository(database.db), activity),
  },
  api: [settingsRoutes],
});
