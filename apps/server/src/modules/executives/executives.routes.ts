import { adminListColumns } from '@lss/shared/admin-list-query';
import { successMessages } from '@lss/shared/admin-messages';
import { errorResponse } from '@lss/shared/errors';
import {
  executive,
  executiveInput,
  executiveList,
  executiveListQuery,
  featuredExecutivesQuery,
} from '@lss/shared/executives';
import { pageQuery } from '@lss/shared/page-query';
import { slicePage } from '@lss/shared/pagination';
import { sessionList, startedSession, startSessionInput } from '@lss/shared/session-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LIST, PAGED_LIST, sendPage } from '../../lib/pagination.ts';
import { registerRecordRoutes, signedIn } from '../../lib/routes.ts';

export const executivesRoutes: FastifyPluginAsyncZod = async (app) => {
  const executives = app.services.executives;
  const tags = ['Executives'];

  app.get(
    '/executives',
    {
      // Which council is current is a site setting.
      config: { cache: ['executives', 'settings', 'media'] },
      schema: {
        tags,
        summary: "A session's executive council by display order, then name",
        description: `${ADMIN_LIST('name or position', adminListColumns.executives)} The current session's council unless \`session\` (2024/2025) names another; vacant positions only with \`vacant=include\`.`,
        querystring: executiveListQuery,
        response: { 200: executiveList, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { vacant, ...query } = request.query;
      const council = await executives.page({ ...query, vacant: vacant === 'include' });
      return sendPage(request, reply, council, request.query);
    },
  );
  app.get(
    '/executives/sessions',
    {
      config: { cache: ['executives', 'settings', 'media'] },
      schema: {
        tags,
        summary: 'Every session with a council, and the current one, newest first',
        description: PAGED_LIST,
        querystring: pageQuery,
        response: { 200: sessionList, 400: errorResponse },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, slicePage(await executives.sessions(), request.query), request.query),
  );
  app.post(
    '/executives/sessions',
    signedIn(app, { area: 'executives', invalidates: ['executives', 'settings'] }, [400, 401, 409], {
      tags,
      summary: "Start the next session: the current council's positions, each vacant, or nobody",
      body: startSessionInput,
      response: { 201: startedSession },
    }),
    async (request, reply) => {
      const started = await executives.startNextSession(request.body.copy === 'positions', request.admin!);
      return reply.status(201).send(started);
    },
  );
  app.get(
    '/executives/featured',
    {
      config: { cache: ['executives', 'settings', 'media'] },
      schema: {
        tags,
        summary: 'Featured executives of a session (the home page leadership block: the current one)',
        description: PAGED_LIST,
        querystring: featuredExecutivesQuery,
        response: { 200: executiveList, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const featured = await executives.page({ ...request.query, featured: true });
      return sendPage(request, reply, featured, request.query);
    },
  );

  registerRecordRoutes(app, {
    path: '/executives',
    area: 'executives',
    tag: 'Executives',
    thing: 'an executive',
    input: executiveInput,
    output: executive,
    service: executives,
    // The first executive saved stores the current session.
    invalidates: ['executives', 'settings'],
    deletedMessage: successMessages.executiveDeleted,
  });
};
