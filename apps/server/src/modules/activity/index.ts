import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { createActivityRepository } from './activity.repository.ts';
import { activityRoutes } from './activity.routes.ts';
import { type ActivityService, createActivityService } from './activity.service.ts';

declare module '../../services.ts' {
  interface Services {
    activity: ActivityService;
  }
}

/** The audit log: the other modules' services write it, administrators read it. */
export const activityModule = fp<Infrastructure>(
  async (app, { database, routes }) => {
    app.services.activity = createActivityService(createActivityRepository(database.db));
    if (routes) await app.register(activityRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'activity' },
);
