import { activityList } from '@lss/shared/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminListRoute } from '../../lib/routes.ts';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminListRoute(
    app,
    '/activity',
    {
      area: 'activity',
      tags: ['Activity'],
      summary: 'The audit log, newest first: who created, changed or deleted what',
      list: 'activity',
      searched: 'name, kind of record or details',
      response: activityList,
    },
    (query) => app.services.activity.page(query),
  );
};
