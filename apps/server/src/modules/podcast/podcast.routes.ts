import { successMessages } from '@lss/shared/admin-messages';
import { archiveQuery, episode, episodeInput, episodeList } from '@lss/shared/podcast';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminListRoute, registerPublicListRoute, registerRecordRoutes } from '../../lib/routes.ts';

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
  registerPublicListRoute(
    app,
    '/podcast/archived',
    {
      cache: ['podcast'],
      tags,
      summary: 'Past episodes, newest first; q finds a title or guest (case and accents aside)',
      querystring: archiveQuery,
      response: episodeList,
    },
    (query) => podcast.archived(query),
  );
  registerAdminListRoute(
    app,
    '/podcast/all',
    {
      area: 'podcast',
      tags,
      summary: 'Every episode, newest first (admin list)',
      list: 'episodes',
      searched: 'title or guest',
      response: episodeList,
    },
    (query) => podcast.page(query),
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
