import { contactInput, contactMessage, contactMessageList, markReadInput } from '@lss/shared/contact';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminListRoute, signedIn } from '../../lib/routes.ts';
import { bodyField, formLimitPerEmail, publicFormCeiling } from '../../plugins/rate-limits.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = app.services.contact;
  const tags = ['Contact'];

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

  registerAdminListRoute(
    app,
    '/contact',
    {
      area: 'messages',
      tags,
      summary: 'The inbox, newest first',
      list: 'messages',
      searched: 'name, e-mail or message',
      response: contactMessageList,
    },
    (query) => contact.page(query),
  );

  app.patch(
    '/contact/:id',
    signedIn(app, { area: 'messages', invalidates: [] }, [404], {
      tags,
      summary: 'Mark a message read or unread',
      params: idParams,
      body: markReadInput,
      response: { 200: contactMessage },
    }),
    (request) => contact.setRead(request.params.id, request.body.read),
  );

  app.delete(
    '/contact/:id',
    signedIn(app, { area: 'messages', invalidates: [] }, [404], {
      tags,
      summary: 'Delete a message',
      params: idParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await contact.remove(request.params.id, request.admin!);
      return { message: 'Message deleted' };
    },
  );
};
