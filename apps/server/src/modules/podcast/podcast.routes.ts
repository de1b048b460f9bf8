import { successMessages } from '@lss/shared/messages';
import { episode, episodeInput, episodeList } from '@lss/shared/podcast';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/json-cache.ts';
import { registerRecordRoutes } from '../../lib/routes.ts';

export const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const podcast = app.services.podcast;
  const tags = ['Podcast'];

  app.get(
    '/podcast/upcoming',
    {
      schema: { tags, summary: 'The soonest future episode, or null', response: { 200: episode.nullable() } },
    },
    async (_request, reply) => sendCachedJson(reply, await podcast.upcoming.serialised()),
  );
  app.get(
    '/podcast/archived',
    { schema: { tags, summary: 'Past episodes, newest first', response: { 200: episodeList } } },
    async (_request, reply) => sendCachedJson(reply, await podcast.archived.serialised()),
  );
  app.get(
    '/podcast/all',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Every episode (admin list)',
        response: { 200: episodeList },
      },
    },
    () => podcast.listAll(),
  );

  registerRecordRoutes(app, {
    path: '/podcast',
    tag: 'Podcast',
    thing: 'an episode',
    input: episodeInput,
    output: episode,
    service: podcast,
    invalidates: ['podcast'],
    deletedMessage: successMessages.episodeDeleted,
    entity: 'episode',
    label: (record) => record.title,
  });
};
