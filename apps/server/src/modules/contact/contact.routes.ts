import { adminListColumns, adminListQueries } from '@lss/shared/admin-list-query';
import { contactInput, contactMessage, contactMessageList, markReadInput } from '@lss/shared/contact';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LIST, sendPage } from '../../lib/pagination.ts';
import { bodyField, formLimitPerEmail, publicFormCeiling } from '../../plugins/rate-limits.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = app.services.contact;
  const tags = ['Contact'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/contact',
    {
      // A message is private: a burst of them must leave the public caches warm.
      // A person sends a few messages at most: 10 from one address and e-mail in 10 minutes; a
      // campus shows hundreds of students as one address, which has only the public forms' ceiling.
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      preHandler: formLimitPerEmail(app, bodyField('email'), { max: 10 }),
      schema: {
        tags,
        summary: 'Send a message to the society',
        body: contactInput,
        response: { 201: okResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await contact.submit(request.body);
      return reply.status(201).send({ message: 'Message received' });
    },
  );

  app.get(
    '/contact',
    {
      config: { area: 'messages' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'The inbox, newest first',
        description: ADMIN_LIST('name, e-mail or message', adminListColumns.messages),
        querystring: adminListQueries.messages,
        response: { 200: contactMessageList, 400: errorResponse },
      },
    },
    async (request, reply) => sendPage(request, reply, await contact.page(request.query), request.query),
  );

  app.patch(
    '/contact/:id',
    {
      config: { area: 'messages', invalidates: [] },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Mark a message read or unread',
        params: idParams,
        body: markReadInput,
        response: { 200: contactMessage, 404: errorResponse },
      },
    },
    (request) => contact.setRead(request.params.id, request.body.read),
  );

  app.delete(
    '/contact/:id',
    {
      config: { area: 'messages', invalidates: [] },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Delete a message',
        params: idParams,
        response: { 200: okResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await contact.remove(request.params.id, request.admin!);
      return { message: 'Message deleted' };
    },
  );
};
