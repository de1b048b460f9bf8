import { defineModule } from '../../services.ts';
import { createExecutivesRepository } from './executives.repository.ts';
import { executivesRoutes } from './executives.routes.ts';
import { createExecutivesService, type ExecutivesService } from './executives.service.ts';

declare module '../../services.ts' {
  interface Services {
    executives: ExecutivesService;
  }
}

/** The executive council of each session; the current session is a site setting. */
export const executivesModule = defineModule('executives', {
  dependencies: ['activity', 'settings', 'media'],
  provides: {
    // The councils, session by session, whose reads give the alt text of the portraits.
    executives: ({ database }, { settings, media, activity }) =>
      media.withAlts(
        createExecutivesService(
          createExecutivesRepository(database.db),
          {
            current: settings.currentSession,
            pin: settings.pinCurrentSession,
            makeCurrent: settings.setCurrentSession,
          },
          activity,
        ),
        ['list', 'featured', 'page'],
        [['imageUrl', 'imageAlt']],
      ),
  },
  api: [executivesRoutes],
});
