import { invitationMessages } from '@lss/shared/auth-messages';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import { slicePage } from '@lss/shared/pagination';
import {
  invitationCreated,
  invitationInput,
  invitationList,
  invitationLookup,
  invitationLookupInput,
} from '@lss/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminListRoute, signedIn } from '../../lib/routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';

/** Invitations by e-mail (administrators), and the public look-up the /register?invite= page makes. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = app.services.users.invitations;
  const tags = ['Accounts'];

  app.post(
    '/users/invitations',
    signedIn(app, { area: 'accounts', invalidates: [] }, [400, 409], {
      tags,
      summary: 'Invite a colleague: a one-time link (7 days), e-mailed when SMTP is set, always returned',
      body: invitationInput,
      response: { 201: invitationCreated },
    }),
    async (request, reply) => reply.status(201).send(await invitations.create(request.admin!, request.body)),
  );

  registerAdminListRoute(
    app,
    '/users/invitations',
    {
      area: 'accounts',
      tags,
      summary: 'Pending invitations',
      list: 'invitations',
      searched: 'e-mail or inviter',
      response: invitationList,
    },
    // Pending invitations are few (each expires in 7 days): the page is cut from the whole list.
    async (query) => slicePage(await invitations.listPending(query), query),
  );

  app.delete(
    '/users/invitations/:id',
    signedIn(app, { area: 'accounts', invalidates: [] }, [404], {
      tags,
      summary: 'Revoke a pending invitation: its link stops working',
      params: idParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await invitations.revoke(request.params.id, request.admin!);
      return { message: invitationMessages.revoked };
    },
  );

  // POST, so the token stays out of URLs and request logs.
  app.post(
    '/users/invitations/lookup',
    {
      config: { invalidates: [], rateLimit: perAddress(30, '15 minutes') },
      schema: {
        tags,
        summary: 'The e-mail and role of a live invitation link (for the registration page)',
        body: invitationLookupInput,
        response: { 200: invitationLookup, 404: errorResponse },
      },
    },
    (request) => invitations.lookup(request.body.invite),
  );
};
