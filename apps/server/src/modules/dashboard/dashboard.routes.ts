import { dashboardStats } from '@lss/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/routes.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    signedIn(app, { area: 'dashboard' }, [], {
      tags: ['Dashboard'],
      summary:
        'Counts of events, posts, executives, materials, episodes, unread messages and members by status',
      response: { 200: dashboardStats },
    }),
    () => app.services.dashboard.stats(),
  );
};
