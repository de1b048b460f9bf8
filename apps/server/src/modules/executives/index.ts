import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure, Services } from '../../services.ts';
import { createExecutivesRepository } from './executives.repository.ts';
import { executivesRoutes } from './executives.routes.ts';
import { createExecutivesService } from './executives.service.ts';

/** The councils, session by session, whose reads give the alt text of the portraits. */
function createExecutives(
  infrastructure: Infrastructure,
  services: Pick<Services, 'settings' | 'media' | 'activity'>,
) {
  const { settings, media, activity } = services;
  const service = createExecutivesService(
    createExecutivesRepository(infrastructure.database.db),
    {
      current: settings.currentSession,
      pin: settings.pinCurrentSession,
      makeCurrent: settings.setCurrentSession,
    },
    activity,
  );
  const alts = media.withAlts([['imageUrl', 'imageAlt']]);
  return {
    ...service,
    list: alts(service.list),
    featured: alts(service.featured),
    page: alts(service.page),
  };
}

declare module '../../services.ts' {
  interface Services {
    executives: ReturnType<typeof createExecutives>;
  }
}

/** The executive council of each session; the current session is a site setting. */
export const executivesModule = fp<Infrastructure>(
  async (app, infrastructure) => {
    app.services.executives = createExecutives(infrastructure, app.services);
    if (infrastructure.routes) await app.register(executivesRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'executives', dependencies: ['activity', 'settings', 'media'] },
);
