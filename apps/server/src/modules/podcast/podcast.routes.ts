import { adminListColumns, adminListQueries } from '@lss/shared/admin-list-query';
import { successMessages } from '@lss/shared/admin-messages';
import { errorResponse } from '@lss/shared/errors';
import { archiveQuery, episode, episodeInput, episodeList } from '@lss/shared/podcast';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LIST, PAGED_LIST, sendPage } from '../../lib/pagination.ts';
import { registerRecordRoutes } from '../../lib/routes.ts';

export const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const podcast = app.services.podcast;
  const tags = ['Podcast'];

  app.get(
    '/podcast/upcoming',
    {
      config: { cache: ['podcast'] },
      schema: { tags, summary: 'The soonest future episode, or null', response: { 200: episode.nullable() } },
    },
    async () => podcast.upcoming(),
  );
  app.get(
    '/podcast/archived',
    {
      config: { cache: ['podcast'] },
      schema: {
        tags,
        summary: 'Past episodes, newest first; q finds a title or guest (case and accents aside)',
        description: PAGED_LIST,
        querystring: archiveQuery,
        response: { 200: episodeList, 400: errorResponse },
      },
    },
    async (request, reply) => sendPage(request, reply, await podcast.archived(request.query), request.query),
  );
  app.get(
    '/podcast/all',
    {
      config: { area: 'podcast' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Every episode, newest first (admin list)',
        description: ADMIN_LIST('title or guest', adminListColumns.episodes),
        querystring: adminListQueries.episodes,
        response: { 200: episodeList, 400: errorResponse },
      },
    },
    async (request, reply) => sendPage(request, reply, await podcast.page(request.query), request.query),
  );

  registerRecordRoutes(app, {
    path: '/podcast',
    area: 'podcast',
    tag: 'Podcast',
    thing: 'an episode',
    input: episodeInput,
    output: episode,
    service: podcast,
    invalidates: ['podcast'],
    deletedMessage: successMessages.episodeDeleted,
  });
};
