import { activityList } from '@lss/shared/activity';
import { adminListColumns, adminListQueries } from '@lss/shared/admin-list-query';
import { errorResponse } from '@lss/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LIST, sendPage } from '../../lib/pagination.ts';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    {
      config: { area: 'activity' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Activity'],
        security: [{ bearerAuth: [] }],
        summary: 'The audit log, newest first: who created, changed or deleted what',
        description: ADMIN_LIST('name, kind of record or details', adminListColumns.activity),
        querystring: adminListQueries.activity,
        response: { 200: activityList, 400: errorResponse },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await app.services.activity.page(request.query), request.query),
  );
};
