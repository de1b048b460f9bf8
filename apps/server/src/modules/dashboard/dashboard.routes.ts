import { dashboardStats } from '@lss/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      config: { area: 'dashboard' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Dashboard'],
        security: [{ bearerAuth: [] }],
        summary: 'Counts of events, posts, executives, materials, episodes and unread messages',
        response: { 200: dashboardStats },
      },
    },
    () => app.services.dashboard.stats(),
  );
};
