import { adminListColumns } from '@lss/shared/admin-list-query';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import {
  cancelTokenInput,
  checkInInput,
  confirmTokenInput,
  rsvp,
  rsvpCancelPreview,
  rsvpCounts,
  rsvpCreated,
  rsvpInput,
  rsvpList,
  rsvpParams,
  rsvpPending,
  rsvpQuery,
} from '@lss/shared/rsvp';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LIST, sendPage } from '../../lib/pagination.ts';
import { signedIn } from '../../lib/routes.ts';
import { bodyField, formLimitPerEmail, publicFormCeiling } from '../../plugins/rate-limits.ts';
import { verifiedMemberOf } from '../members/request-member.ts';

/** Event registration (decisions.md, Community): register, cancel by the e-mail's link, the door list. */
export const rsvpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rsvps = app.services.rsvps;
  const tags = ['Event registration'];

  const sameEmail = formLimitPerEmail(app, bodyField('email'));
  app.post(
    '/events/:id/rsvps',
    {
      // A pending registration changes no count the event page shows: nothing cached is dropped (a
      // member's, which takes a seat at once, drops the events' below).
      // Limits (issue 23): a campus network shows hundreds of students as one address, so the
      // address has only a high ceiling; one e-mail repeated from it is stopped early, and the
      // service sends one address at most RSVP_CONFIRM_MAILS_PER_HOUR confirmation e-mails. A
      // verified member is e-mailed nothing: only the ceiling.
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      // A verified member registers as themselves: their name and address, whatever the body says
      // (a member session must not skip the double opt-in of someone else's address).
      preValidation: async (request) => {
        const member = await verifiedMemberOf(request);
        if (member) request.body = { name: member.fullName, email: member.email };
      },
      preHandler: async (request) => {
        if (!(await verifiedMemberOf(request))) await sameEmail(request);
      },
      schema: {
        tags,
        summary:
          'Register for an event: 202 pending, and a confirmation link by e-mail (double opt-in); the seat is given when the link is followed. With a verified member session (the member cookie): 201, confirmed or waitlisted at once, as the member (the body may be left out)',
        params: idParams,
        body: rsvpInput,
        response: {
          201: rsvpCreated,
          202: rsvpPending,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const member = await verifiedMemberOf(request);
      if (!member) return reply.status(202).send(await rsvps.register(request.params.id, request.body));
      const created = await rsvps.registerMember(request.params.id, member);
      await app.responseCache.invalidate(['events']);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/rsvps/confirm',
    {
      // The seat is given here: the event page's counts change.
      config: { invalidates: ['events'], rateLimit: publicFormCeiling() },
      schema: {
        tags,
        summary:
          "Confirm a registration with the confirmation e-mail's token: a seat if one is free, else the waiting list (in the order of confirmation); again answers the same",
        body: confirmTokenInput,
        response: {
          200: rsvpCreated,
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    (request) => rsvps.confirm(request.body.token),
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
      // Tokens are unguessable: the ceiling only stops a flood, and lets a campus cancel.
      config: { invalidates: ['events'], rateLimit: publicFormCeiling() },
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
    signedIn(app, { area: 'events' }, [400, 404], {
      tags,
      summary: "An event's registrations (confirmed, waiting, cancelled), first come first",
      description: `${ADMIN_LIST('name or e-mail', adminListColumns.attendees)} status keeps one status.`,
      params: idParams,
      querystring: rsvpQuery,
      response: { 200: rsvpList },
    }),
    async (request, reply) =>
      sendPage(request, reply, await rsvps.page(request.params.id, request.query), request.query),
  );

  app.get(
    '/events/:id/rsvps/counts',
    signedIn(app, { area: 'events' }, [404], {
      tags,
      summary: "How many of an event's registrations are confirmed, waiting and cancelled",
      params: idParams,
      response: { 200: rsvpCounts },
    }),
    (request) => rsvps.counts(request.params.id),
  );

  app.get(
    '/events/:id/rsvps.csv',
    signedIn(app, { area: 'events' }, [], {
      tags,
      summary: "An event's registrations as CSV",
      params: idParams,
      produces: ['text/csv'],
    }),
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
    signedIn(app, { area: 'events', invalidates: [] }, [400, 404], {
      tags,
      summary: 'Check an attendee in at the door, or undo it',
      params: rsvpParams,
      body: checkInInput,
      response: { 200: rsvp },
    }),
    (request) => rsvps.setCheckedIn(request.params.id, request.params.rsvpId, request.body.checkedIn),
  );
};
