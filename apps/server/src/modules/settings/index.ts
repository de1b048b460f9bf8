import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { createSettingsRepository } from './settings.repository.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';

declare module '../../services.ts' {
  interface Services {
    settings: SettingsService;
  }
}

/** The site's identity, time zone and current session. */
export const settingsModule = fp<Infrastructure>(
  async (app, { database, routes }) => {
    app.services.settings = createSettingsService(
      createSettingsRepository(database.db),
      app.services.activity,
    );
    if (routes) await app.register(settingsRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'settings', dependencies: ['activity'] },
);
