import { adminListColumns } from '@lss/shared/admin-list-query';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import {
  cancelTokenInput,
  checkInInput,
  rsvp,
  rsvpCancelPreview,
  rsvpCounts,
  rsvpCreated,
  rsvpInput,
  rsvpList,
  rsvpParams,
  rsvpQuery,
} from '@lss/shared/rsvp';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LIST, sendPage } from '../../lib/pagination.ts';
import { perAddress } from '../../plugins/rate-limits.ts';

/** Event registration (decisions.md, Community): register, cancel by the e-mail's link, the door list. */
export const rsvpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rsvps = app.services.rsvps;
  const tags = ['Event registration'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/events/:id/rsvps',
    {
      // The event page shows seats left: every registration drops its cached reads.
      // A person registers once, but a campus network shows many students as one address: the limit
      // stops a script filling an event with made-up names, not a class registering together.
      config: { invalidates: ['events'], rateLimit: perAddress(30, '10 minutes') },
      schema: {
        tags,
        summary: 'Register for an event: confirmed while seats last, then the waiting list',
        params: idParams,
        body: rsvpInput,
        response: {
          201: rsvpCreated,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await rsvps.register(request.params.id, request.body)),
  );

  app.get(
    '/rsvps/cancel',
    {
      schema: {
        tags,
        summary: "The registration a cancel link names (the e-mail's link opens a page that asks first)",
        querystring: cancelTokenInput,
        response: { 200: rsvpCancelPreview, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await rsvps.preview(request.query.token)),
  );

  app.post(
    '/rsvps/cancel',
    {
      config: { invalidates: ['events'], rateLimit: perAddress(30, '10 minutes') },
      schema: {
        tags,
        summary:
          'Cancel the registration a cancel link names; a freed seat goes to the first on the waiting list',
        body: cancelTokenInput,
        response: { 200: okResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { wasConfirmed } = await rsvps.cancel(request.body.token);
      return { message: wasConfirmed ? rsvpMessages.cancelled : rsvpMessages.cancelledWaiting };
    },
  );

  app.get(
    '/events/:id/rsvps',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "An event's registrations (confirmed, waiting, cancelled), first come first",
        description: `${ADMIN_LIST('name or e-mail', adminListColumns.attendees)} status keeps one status.`,
        params: idParams,
        querystring: rsvpQuery,
        response: { 200: rsvpList, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await rsvps.page(request.params.id, request.query), request.query),
  );

  app.get(
    '/events/:id/rsvps/counts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "How many of an event's registrations are confirmed, waiting and cancelled",
        params: idParams,
        response: { 200: rsvpCounts, 404: errorResponse },
      },
    },
    (request) => rsvps.counts(request.params.id),
  );

  app.get(
    '/events/:id/rsvps.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "An event's registrations as CSV",
        params: idParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { body } = await rsvps.csv(request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="attendees-${request.params.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.patch(
    '/events/:id/rsvps/:rsvpId',
    {
      config: { invalidates: [] },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Check an attendee in at the door, or undo it',
        params: rsvpParams,
        body: checkInInput,
        response: { 200: rsvp, 400: errorResponse, 404: errorResponse },
      },
    },
    (request) => rsvps.setCheckedIn(request.params.id, request.params.rsvpId, request.body.checkedIn),
  );
};
