import { successMessages } from '@lss/shared/admin-messages';
import { errorResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import { pageQuery } from '@lss/shared/page-query';
import {
  post,
  postInput,
  postList,
  postListItem,
  postRevision,
  postRevisionList,
  postRevisionParams,
  slugParams,
} from '@lss/shared/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGED_LIST as PAGED, sendPage } from '../../lib/pagination.ts';
import {
  registerAdminListRoute,
  registerPublicListRoute,
  registerRecordRoutes,
  signedIn,
} from '../../lib/routes.ts';
import { mayReadMembersOnly } from '../members/members-only.ts';

/** What a public read says of members-only posts (decision 031). */
const MEMBERS_ONLY_BODY =
  "A members-only post (`membersOnly: true`) comes with its title, excerpt and cover; its `contentBody` is empty unless the request carries a verified member's cookie or a staff token. Such requests are answered `no-store`, never from the shared cache.";

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = app.services.posts;
  const tags = ['Posts'];

  registerPublicListRoute(
    app,
    '/posts',
    {
      cache: ['posts', 'media'],
      tags,
      summary: 'Published posts, newest first, each with a plain-text excerpt',
      description: MEMBERS_ONLY_BODY,
      querystring: pageQuery,
      response: z.array(postListItem),
    },
    async (query, request) => posts.pagePublished(query, { unlocked: await mayReadMembersOnly(request) }),
  );

  // Declared before /posts/:slug so these words are never taken for slugs.
  registerAdminListRoute(
    app,
    '/posts/all',
    {
      area: 'posts',
      tags,
      summary: 'Every post, drafts included, newest first (a contributor: their own)',
      list: 'posts',
      searched: 'title, author',
      response: postList,
    },
    (query, admin) => posts.pageAll(admin, query),
  );

  registerAdminListRoute(
    app,
    '/posts/review-queue',
    {
      area: 'reviews',
      tags,
      summary: 'Drafts submitted for review, the longest waiting first',
      list: 'reviewQueue',
      searched: 'title, author',
      response: postList,
    },
    (query) => posts.pageAwaitingReview(query),
  );

  app.get(
    '/posts/admin/:id',
    signedIn(app, { area: 'posts' }, [404], {
      tags,
      summary: 'One post by id, drafts included',
      params: idParams,
      response: { 200: post },
    }),
    (request) => posts.getForAdmin(request.params.id, request.admin!),
  );

  app.get(
    '/posts/:slug',
    {
      config: { cache: ['posts', 'media'] },
      schema: {
        tags,
        summary: 'One published post by slug',
        description: MEMBERS_ONLY_BODY,
        params: slugParams,
        response: { 200: post, 404: errorResponse },
      },
    },
    async (request) =>
      posts.getPublished(request.params.slug, { unlocked: await mayReadMembersOnly(request) }),
  );

  // Drafts only: a contributor's request reaches the editors' dashboard; publishing answers it.
  app.post(
    '/posts/:id/review-request',
    signedIn(app, { area: 'posts', invalidates: [] }, [400, 403, 404], {
      tags,
      summary: 'Submit your draft for review',
      params: idParams,
      response: { 200: post },
    }),
    (request) => posts.requestReview(request.params.id, request.admin!),
  );

  app.delete(
    '/posts/:id/review-request',
    signedIn(app, { area: 'posts', invalidates: [] }, [403, 404], {
      tags,
      summary: 'Withdraw a review request (its author), or send the draft back (an editor)',
      params: idParams,
      response: { 200: post },
    }),
    (request) => posts.withdrawReview(request.params.id, request.admin!),
  );

  // Revisions (docs/decisions/020-post-revisions.md): read as the post is read, restored as it is changed.
  app.get(
    '/posts/:id/revisions',
    signedIn(app, { area: 'posts' }, [400, 403, 404], {
      tags,
      summary: "A post's saved versions (the last 20), newest first",
      description: PAGED,
      params: idParams,
      querystring: pageQuery,
      response: { 200: postRevisionList },
    }),
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await posts.pageRevisions(request.params.id, request.admin!, request.query),
        request.query,
      ),
  );

  app.get(
    '/posts/:id/revisions/:revisionId',
    signedIn(app, { area: 'posts' }, [403, 404], {
      tags,
      summary: 'One saved version of a post',
      params: postRevisionParams,
      response: { 200: postRevision },
    }),
    (request) => posts.getRevision(request.params.id, request.params.revisionId, request.admin!),
  );

  app.post(
    '/posts/:id/revisions/:revisionId/restore',
    signedIn(app, { area: 'posts', invalidates: ['posts'] }, [403, 404], {
      tags,
      summary: "Restore a saved version's content (itself recorded as a new version)",
      params: postRevisionParams,
      response: { 200: post },
    }),
    (request) => posts.restoreRevision(request.params.id, request.params.revisionId, request.admin!),
  );

  registerRecordRoutes(app, {
    path: '/posts',
    area: 'posts',
    withReadRoute: false,
    tag: 'Posts',
    thing: 'a post',
    input: postInput,
    output: post,
    service: posts,
    invalidates: ['posts'],
    deletedMessage: successMessages.postDeleted,
  });
};
