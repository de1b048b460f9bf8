import { successMessages } from '@lss/shared/admin-messages';
import { apiMessages } from '@lss/shared/api-messages';
import { errorResponse } from '@lss/shared/errors';
import { event, eventDetail, eventInput, eventList, eventListQuery } from '@lss/shared/events';
import { idParams } from '@lss/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors.ts';
import { registerAdminListRoute, registerPublicListRoute, registerRecordRoutes } from '../../lib/routes.ts';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = app.services.events;
  const tags = ['Events'];

  registerPublicListRoute(
    app,
    '/events',
    {
      cache: ['events', 'media'],
      tags,
      summary: 'Events: all soonest first, or when=upcoming (soonest first) or when=past (latest first)',
      querystring: eventListQuery,
      response: eventList,
    },
    (query) => events.page(query),
  );

  registerAdminListRoute(
    app,
    '/events/all',
    {
      area: 'events',
      tags,
      summary: 'Every event, soonest first (admin list)',
      list: 'events',
      searched: 'title',
      response: eventList,
    },
    (query) => events.adminPage(query),
  );

  app.get(
    '/events/featured',
    {
      config: { cache: ['events', 'media'] },
      schema: {
        tags,
        summary: 'The soonest upcoming featured event, else the most recent featured one',
        response: { 200: event, 404: errorResponse },
      },
    },
    async () => {
      const featured = await events.featured();
      if (!featured) throw new NotFoundError(apiMessages.notFound('Featured event'));
      return featured;
    },
  );

  // Event pages are read often, so this one is kept by the response cache.
  app.get(
    '/events/:id',
    {
      config: { cache: ['events', 'media'] },
      schema: {
        tags,
        summary: 'Get one event, with its registration counts',
        params: idParams,
        response: { 200: eventDetail, 404: errorResponse },
      },
    },
    async (request) => events.get(request.params.id),
  );

  registerRecordRoutes(app, {
    path: '/events',
    area: 'events',
    withReadRoute: false,
    tag: 'Events',
    thing: 'an event',
    input: eventInput,
    output: event,
    service: events,
    invalidates: ['events'],
    deletedMessage: successMessages.eventDeleted,
  });
};
