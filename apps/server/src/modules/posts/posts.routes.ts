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
    (request) => posts.listAll(request.admin!),
  );

  app.get(
    '/posts/review-queue',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Drafts submitted for review, the longest waiting first',
        response: { 200: postList },
      },
    },
    () => posts.listAwaitingReview(),
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
    (request) => posts.getForAdmin(request.params.id, request.admin!),
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

  // Drafts only: a contributor's request reaches the editors' dashboard; publishing answers it.
  app.post(
    '/posts/:id/review-request',
    {
      config: { invalidates: [] },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Submit your draft for review',
        params: idParams,
        response: { 200: post, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    (request) => posts.requestReview(request.params.id, request.admin!),
  );

  app.delete(
    '/posts/:id/review-request',
    {
      config: { invalidates: [] },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Withdraw a review request (its author), or send the draft back (an editor)',
        params: idParams,
        response: { 200: post, 403: errorResponse, 404: errorResponse },
      },
    },
    (request) => posts.withdrawReview(request.params.id, request.admin!),
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
