import { executive, executiveInput, executiveList } from '@lss/shared/executives';
import { successMessages } from '@lss/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/json-cache.ts';
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
        response: { 200: executiveList },
      },
    },
    async (_request, reply) => sendCachedJson(reply, await executives.list.serialised()),
  );
  app.get(
    '/executives/featured',
    {
      schema: {
        tags,
        summary: 'Featured executives (the home page leadership block)',
        response: { 200: executiveList },
      },
    },
    async (_request, reply) => sendCachedJson(reply, await executives.featured.serialised()),
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
