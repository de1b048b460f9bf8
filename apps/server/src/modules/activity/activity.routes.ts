import { activityList, activityQuery } from '@lss/shared/activity';
import { errorResponse } from '@lss/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGED_LIST, sendPage } from '../../lib/pagination.ts';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Activity'],
        security: [{ bearerAuth: [] }],
        summary: 'The audit log, newest first: who created, changed or deleted what',
        description: PAGED_LIST,
        querystring: activityQuery,
        response: { 200: activityList, 400: errorResponse },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await app.services.activity.page(request.query), request.query),
  );
};
