import { errorResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import { successMessages } from '@lss/shared/messages';
import { post, postInput, postList, slugParams } from '@lss/shared/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/json-cache.ts';
import { registerRecordRoutes } from '../../lib/routes.ts';

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = app.services.posts;
  const tags = ['Posts'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/posts',
    { schema: { tags, summary: 'Published posts, newest first', response: { 200: postList } } },
    async (_request, reply) => sendCachedJson(reply, await posts.listPublished.serialised()),
  );

  // Declared before /posts/:slug so these words are never taken for slugs.
  app.get(
    '/posts/all',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, summary: 'Every post, drafts included', response: { 200: postList } },
    },
    () => posts.listAll(),
  );

  app.get(
    '/posts/admin/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'One post by id, drafts included',
        params: idParams,
        response: { 200: post, 404: errorResponse },
      },
    },
    (request) => posts.get(request.params.id),
  );

  app.get(
    '/posts/:slug',
    {
      schema: {
        tags,
        summary: 'One published post by slug',
        params: slugParams,
        response: { 200: post, 404: errorResponse },
      },
    },
    async (request, reply) => sendCachedJson(reply, await posts.getPublished.serialised(request.params.slug)),
  );

  registerRecordRoutes(app, {
    path: '/posts',
    withReadRoute: false,
    tag: 'Posts',
    thing: 'a post',
    input: postInput,
    output: post,
    service: posts,
    invalidates: ['posts'],
    deletedMessage: successMessages.postDeleted,
    entity: 'post',
    label: (record) => record.title,
  });
};
