import { okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import {
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_LIST_COLUMNS,
  memberBulkResult,
  memberCsvQuery,
  memberIdsInput,
  memberImportQuery,
  memberImportResult,
  memberJoinedSessions,
  memberListQuery,
  memberPatchInput,
  memberRecord,
  memberRecordList,
  memberRenewal,
  memberRenewalInput,
  memberRenewalResult,
} from '@lss/shared/member-roster';
import { memberRosterMessages as messages } from '@lss/shared/members-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnsupportedMediaTypeError } from '../../lib/errors.ts';
import { ADMIN_LIST, sendPage } from '../../lib/pagination.ts';
import { signedIn } from '../../lib/routes.ts';

/**
 * decisions.md, Members, staff (editor and up): the roster, its CSV, edits, verification and
 * lapsing, the class-list import and the lapse a new session offers. Staff routes read the bearer
 * token only: a member's cookie means nothing here (and these answers are never cached: the
 * response cache keeps only anonymous reads).
 */
export const memberRosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const roster = app.services.memberRoster;
  const tags = ['Members (staff)'];
  const area = { area: 'members' as const };
  const write = { area: 'members' as const, invalidates: [] };

  // The class list arrives as the CSV file itself (this plugin's routes only).
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MEMBER_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/members',
    signedIn(app, area, [400], {
      tags,
      summary:
        'Members, newest first; q searches name, e-mail and matriculation number; status, level and joinedSession filter',
      description: `${ADMIN_LIST('name, e-mail or matriculation number', MEMBER_LIST_COLUMNS)} status, level and joinedSession (e.g. 2026/2027) keep the members that have it.`,
      querystring: memberListQuery,
      response: { 200: memberRecordList },
    }),
    async (request, reply) => sendPage(request, reply, await roster.page(request.query), request.query),
  );

  app.get(
    '/members.csv',
    signedIn(app, area, [], {
      tags,
      summary: 'Every member the search and filters match, as CSV',
      querystring: memberCsvQuery,
      produces: ['text/csv'],
    }),
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="members.csv"')
        .send(await roster.csv(request.query)),
  );

  app.get(
    '/members/joined-sessions',
    signedIn(app, area, [], {
      tags,
      summary:
        'The sessions members joined in, and the current one, newest first (the joining-session filter)',
      response: { 200: memberJoinedSessions },
    }),
    () => roster.joinedSessions(),
  );

  app.get(
    '/members/renewal',
    signedIn(app, area, [], {
      tags,
      summary:
        'How many verified members were not verified for the current session (what a new session may lapse)',
      response: { 200: memberRenewal },
    }),
    () => roster.renewal(),
  );

  app.post(
    '/members/renewal',
    signedIn(app, write, [400, 409], {
      tags,
      summary:
        'Lapse every verified member not verified for the session named, which must be the current one (409 otherwise)',
      body: memberRenewalInput,
      response: { 200: memberRenewalResult },
    }),
    (request) => roster.lapseForSession(request.body.session, request.admin!),
  );

  /** Verify and lapse: the same bulk action on the members named, answering how many changed. */
  const bulkAction = (action: 'verify' | 'lapse', summary: string) =>
    app.post(
      `/members/${action}`,
      signedIn(app, write, [400], {
        tags,
        summary,
        body: memberIdsInput,
        response: { 200: memberBulkResult },
      }),
      (request) => roster[action](request.body.ids, request.admin!),
    );
  bulkAction('verify', 'Verify members for the current session; answers how many changed');
  bulkAction('lapse', 'Lapse active and verified members; answers how many changed');

  app.post(
    '/members/import',
    signedIn(app, write, [400, 409, 413, 415], {
      tags,
      summary:
        'Import a class list (CSV: name, e-mail, matriculation number, level): members verified for the current session; dryRun=true previews each row without writing',
      consumes: ['text/csv'],
      querystring: memberImportQuery,
      response: { 200: memberImportResult },
    }),
    async (request) => {
      if (typeof request.body !== 'string') throw new UnsupportedMediaTypeError(messages.importNotCsv);
      return roster.importList(request.body, request.query.dryRun, request.admin!);
    },
  );

  app.patch(
    '/members/:id',
    signedIn(app, write, [400, 404, 409], {
      tags,
      summary:
        "Change a member's name, e-mail, matriculation number, level or status (409: taken by another member)",
      params: idParams,
      body: memberPatchInput,
      response: { 200: memberRecord },
    }),
    (request) => roster.update(request.params.id, request.body, request.admin!),
  );

  app.delete(
    '/members/:id',
    signedIn(app, write, [404], {
      tags,
      summary: 'Remove a member (their registrations are kept without them)',
      params: idParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await roster.remove(request.params.id, request.admin!);
      return { message: messages.removed };
    },
  );
};
