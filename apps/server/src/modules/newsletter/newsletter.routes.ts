import { adminListColumns } from '@lss/shared/admin-list-query';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import {
  newsletterQueued,
  newsletterRecipients,
  newsletterSendList,
  subscribeInput,
  subscriber,
  subscriberCsvQuery,
  subscriberList,
  subscriberQuery,
  tokenInput,
} from '@lss/shared/newsletter';
import { newsletterAdminMessages } from '@lss/shared/newsletter-admin-messages';
import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { pageQuery } from '@lss/shared/page-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_LIST, PAGED_LIST, sendPage } from '../../lib/pagination.ts';
import { registerAddressForm, signedIn } from '../../lib/routes.ts';
import { publicFormCeiling } from '../../plugins/rate-limits.ts';

/** decisions.md, Community: subscribing (double opt-in), the admin list and sending a post. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = app.services.newsletter;
  const tags = ['Newsletter'];

  // The service e-mails an address at most 3 confirmations an hour (issue 23).
  registerAddressForm(
    app,
    '/newsletter/subscribers',
    {
      tags,
      summary: 'Subscribe (double opt-in: a confirmation e-mail); the same 202 for every address',
      body: subscribeInput,
    },
    (body) => newsletter.subscribe(body),
    newsletterMessages.subscribeSent,
  );

  app.post(
    '/newsletter/confirm',
    {
      // Tokens are unguessable; the ceiling lets a campus of readers confirm.
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      schema: {
        tags,
        summary: "Confirm a subscription with the confirmation e-mail's token",
        body: tokenInput,
        response: { 200: okResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await newsletter.confirm(request.body.token);
      return { message: newsletterMessages.confirmed };
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Whose unsubscribe link this is (the unsubscribe page)',
        querystring: tokenInput,
        response: {
          200: z.object({ email: z.string(), status: subscriber.shape.status }),
          404: errorResponse,
        },
      },
    },
    (request) => newsletter.unsubscribeInfo(request.query.token),
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: 'Unsubscribe with the token of a newsletter e-mail',
        body: tokenInput,
        response: { 200: okResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await newsletter.unsubscribe(request.body.token);
      return { message: newsletterMessages.unsubscribed };
    },
  );

  app.get(
    '/newsletter/subscribers',
    signedIn(app, { area: 'subscribers' }, [400], {
      tags,
      summary: 'Subscribers, newest first; q searches e-mail and name, status filters',
      description: `${ADMIN_LIST('e-mail or name', adminListColumns.subscribers)} status keeps one status.`,
      querystring: subscriberQuery,
      response: { 200: subscriberList },
    }),
    async (request, reply) => sendPage(request, reply, await newsletter.page(request.query), request.query),
  );

  app.get(
    '/newsletter/subscribers.csv',
    signedIn(app, { area: 'subscribers' }, [], {
      tags,
      summary: 'Every subscriber the search and filter match, as CSV',
      querystring: subscriberCsvQuery,
      produces: ['text/csv'],
    }),
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(await newsletter.csv(request.query)),
  );

  app.delete(
    '/newsletter/subscribers/:id',
    signedIn(app, { area: 'subscribers', invalidates: [] }, [404], {
      tags,
      summary: 'Remove a subscriber',
      params: idParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await newsletter.remove(request.params.id, request.admin!);
      return { message: newsletterAdminMessages.removed };
    },
  );

  app.get(
    '/posts/:id/newsletter',
    signedIn(app, { area: 'subscribers' }, [404, 409], {
      tags,
      summary: 'How many confirmed subscribers a post would go to, and whether it went already',
      params: idParams,
      response: { 200: newsletterRecipients },
    }),
    (request) => newsletter.recipients(request.params.id),
  );

  app.post(
    '/posts/:id/newsletter',
    signedIn(app, { area: 'subscribers', invalidates: [] }, [404, 409], {
      tags,
      summary: 'Queue a published post to every confirmed subscriber, once per post',
      params: idParams,
      response: { 202: newsletterQueued },
    }),
    async (request, reply) =>
      reply.status(202).send(await newsletter.sendPost(request.params.id, request.admin!.fullName)),
  );

  app.get(
    '/newsletter/sends',
    signedIn(app, { area: 'subscribers' }, [400], {
      tags,
      summary: "Each post sent as a newsletter and its queue's queued/sent/failed counts, newest first",
      description: PAGED_LIST,
      querystring: pageQuery,
      response: { 200: newsletterSendList },
    }),
    async (request, reply) => sendPage(request, reply, await newsletter.sends(request.query), request.query),
  );
};
