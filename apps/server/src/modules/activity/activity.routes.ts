import { activityList, activityQuery } from '@lss/shared/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Activity'],
        security: [{ bearerAuth: [] }],
        summary: 'The audit log, newest first: who created, changed or deleted what',
        querystring: activityQuery,
        response: { 200: activityList },
      },
    },
    (request) => app.services.activity.list(request.query.limit),
  );
};
