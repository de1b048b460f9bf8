import { errorResponse } from '@lss/shared/errors';
import { executive, executiveInput, executiveList } from '@lss/shared/executives';
import { successMessages } from '@lss/shared/messages';
import { pageQuery } from '@lss/shared/page-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGED_LIST, sendCachedPage } from '../../lib/pagination.ts';
import { registerRecordRoutes } from '../../lib/routes.ts';

export const executivesRoutes: FastifyPluginAsyncZod = async (app) => {
  const executives = app.services.executives;
  const tags = ['Executives'];

  app.get(
    '/executives',
    {
      schema: {
        tags,
        summary: 'All executives by display order, then name',
        description: PAGED_LIST,
        querystring: pageQuery,
        response: { 200: executiveList, 400: errorResponse },
      },
    },
    async (request, reply) =>
      sendCachedPage(request, reply, await executives.page.serialised(request.query), request.query),
  );
  app.get(
    '/executives/featured',
    {
      schema: {
        tags,
        summary: 'Featured executives (the home page leadership block)',
        description: PAGED_LIST,
        querystring: pageQuery,
        response: { 200: executiveList, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const featured = await executives.page.serialised({ ...request.query, featured: true });
      return sendCachedPage(request, reply, featured, request.query);
    },
  );

  registerRecordRoutes(app, {
    path: '/executives',
    tag: 'Executives',
    thing: 'an executive',
    input: executiveInput,
    output: executive,
    service: executives,
    invalidates: ['executives'],
    deletedMessage: successMessages.executiveDeleted,
    entity: 'executive',
    label: (record) => record.name,
  });
};
