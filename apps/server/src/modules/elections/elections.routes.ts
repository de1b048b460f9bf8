import {
  ballotInput,
  castBallot,
  electionCreateInput,
  electionDetail,
  electionForMember,
  electionList,
  electionStatusInput,
  electionUpdateInput,
  madeCouncil,
  nomination,
  nominationDecisionInput,
  nominationInput,
  nominationList,
  positionResult,
  publishedBallotList,
  slugIdParams,
  slugParams,
  tieBreakInput,
} from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { membersMessages } from '@lss/shared/members-messages';
import { pageQuery } from '@lss/shared/page-query';
import { slicePage } from '@lss/shared/pagination';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors.ts';
import { PAGED_LIST, sendPage } from '../../lib/pagination.ts';
import { signedIn } from '../../lib/routes.ts';
import { memberOf, memberToken } from '../members/request-member.ts';
import { refuseCrossSite } from './cross-site.ts';
import type { Viewer } from './elections.service.ts';

const tags = ['Elections'];

/**
 * decisions.md, Elections (issue 28): the public reads, the staff's (administrators create and name
 * officers; an election's officers run it) and the members' (stand, vote). Nobody reads ballots or
 * results before the close: the service decides what each answer holds.
 */
export const electionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const elections = app.services.elections;
  const sameOrigin = refuseCrossSite(elections.publicUrl);

  /** A public read's viewer: a staff account when a valid token came with it (drafts, officers' ids, results from the close). */
  async function viewerOf(request: FastifyRequest): Promise<Viewer> {
    if (request.headers.authorization !== undefined) await app.optionalAdmin(request);
    return { admin: request.admin };
  }

  /** The signed-in member (the member cookie) or 401, as the members' routes answer. */
  async function memberOfRequest(request: FastifyRequest) {
    if (!memberToken(request)) throw new UnauthorizedError(membersMessages.signInRequired);
    const session = await memberOf(request);
    if (!session) throw new UnauthorizedError(membersMessages.sessionExpired);
    return session.member;
  }

  app.get(
    '/elections',
    {
      config: { cache: ['elections'] },
      schema: {
        tags,
        summary: 'Elections, newest first (drafts only for their officers and administrators, with a token)',
        description: PAGED_LIST,
        querystring: pageQuery,
        response: { 200: electionList, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const list = await elections.list(await viewerOf(request));
      return sendPage(request, reply, slicePage(list, request.query), request.query);
    },
  );

  app.get(
    '/elections/:slug',
    {
      config: { cache: ['elections'] },
      schema: {
        tags,
        summary:
          'An election: positions and accepted candidates, windows, status, turnout from the opening of voting; results and the ballot list once published (for its officers and administrators, results from the close)',
        params: slugParams,
        response: { 200: electionDetail, 404: errorResponse },
      },
    },
    async (request) => elections.detail(request.params.slug, await viewerOf(request)),
  );

  app.get(
    '/elections/:slug/ballots',
    {
      config: { cache: ['elections'] },
      schema: {
        tags,
        summary:
          'The published ballots: every receipt with its choices, in receipt order (after publication only)',
        description: PAGED_LIST,
        params: slugParams,
        querystring: pageQuery,
        response: { 200: publishedBallotList, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        slicePage(await elections.ballots(request.params.slug), request.query),
        request.query,
      ),
  );

  app.get(
    '/elections/:slug/ballots.json',
    {
      schema: {
        tags,
        summary:
          'The published ballot list as a file: JSON in receipt order, canonical (keys and ids in byte order, no spaces), its SHA-256 (hex) in the SHA-256 header',
        params: slugParams,
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const file = await elections.ballotsFile(request.params.slug);
      return reply
        .type('application/json; charset=utf-8')
        .header('sha-256', file.sha256)
        .header('content-disposition', `attachment; filename="ballots-${request.params.slug}.json"`)
        .send(file.json);
    },
  );

  app.post(
    '/elections',
    signedIn(app, { area: 'electionSetup', invalidates: ['elections'] }, [400, 401, 403], {
      tags,
      summary:
        'Create an election (administrators): positions (absent: the current council’s), officers, windows',
      body: electionCreateInput,
      response: { 201: electionDetail },
    }),
    async (request, reply) => reply.status(201).send(await elections.create(request.body, request.admin!)),
  );

  app.patch(
    '/elections/:slug',
    signedIn(app, { area: 'elections', invalidates: ['elections'] }, [400, 401, 403, 404, 409], {
      tags,
      summary:
        'Change an election (its officers: title, positions, eligibility, windows; administrators: officers). Once voting opened only the close moves, later; every refused change is in the audit log',
      params: slugParams,
      body: electionUpdateInput,
      response: { 200: electionDetail },
    }),
    async (request) => elections.update(request.params.slug, request.body, request.admin!),
  );

  app.delete(
    '/elections/:slug',
    signedIn(app, { area: 'electionSetup', invalidates: ['elections'] }, [401, 403, 404, 409], {
      tags,
      summary: 'Delete an election still in draft (administrators)',
      params: slugParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await elections.remove(request.params.slug, request.admin!);
      return { message: 'Election deleted.' };
    },
  );

  app.post(
    '/elections/:slug/status',
    signedIn(app, { area: 'elections', invalidates: ['elections'] }, [400, 401, 403, 404, 409], {
      tags,
      summary: 'Move the election on to its next step by hand (its officers)',
      params: slugParams,
      body: electionStatusInput,
      response: { 200: electionDetail },
    }),
    async (request) => elections.moveTo(request.params.slug, request.body.status, request.admin!),
  );

  app.get(
    '/elections/:slug/nominations',
    signedIn(app, { area: 'elections' }, [401, 403, 404], {
      tags,
      summary: 'Every nomination, of every status, with its member (its officers and administrators)',
      params: slugParams,
      response: { 200: nominationList },
    }),
    async (request) => elections.nominations(request.params.slug, request.admin!),
  );

  app.patch(
    '/elections/:slug/nominations/:id',
    signedIn(app, { area: 'elections', invalidates: ['elections'] }, [400, 401, 403, 404, 409], {
      tags,
      summary: 'Accept a nomination, or reject it with a reason (its officers, before voting opens)',
      params: slugIdParams,
      body: nominationDecisionInput,
      response: { 200: nomination },
    }),
    async (request) => elections.decide(request.params.slug, request.params.id, request.body, request.admin!),
  );

  app.put(
    '/elections/:slug/positions/:id/tie-break',
    signedIn(app, { area: 'elections', invalidates: ['elections'] }, [400, 401, 403, 404, 409], {
      tags,
      summary: 'Record how a tie for the last seat was broken (its officers, after the close)',
      params: slugIdParams,
      body: tieBreakInput,
      response: { 200: positionResult },
    }),
    async (request) =>
      elections.breakTie(request.params.slug, request.params.id, request.body, request.admin!),
  );

  app.post(
    '/elections/:slug/council',
    signedIn(app, { area: 'elections', invalidates: ['elections', 'executives'] }, [401, 403, 404, 409], {
      tags,
      summary: "Make the winners the executives of the election's session (its officers, after publication)",
      params: slugParams,
      response: { 201: madeCouncil },
    }),
    async (request, reply) =>
      reply.status(201).send(await elections.makeCouncil(request.params.slug, request.admin!)),
  );

  app.get(
    '/elections/:slug/me',
    {
      schema: {
        tags,
        summary:
          'What the election is to the signed-in member: may they stand or vote, have they voted, their nomination',
        params: slugParams,
        response: { 200: electionForMember, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => elections.forMember(request.params.slug, await memberOfRequest(request)),
  );

  app.post(
    '/elections/:slug/nominations',
    {
      onRequest: sameOrigin,
      // A pending nomination is not public: the officers' acceptance changes the page.
      config: { invalidates: [] },
      schema: {
        tags,
        summary: 'Stand for a position (a verified member of an eligible level, while nominations are open)',
        params: slugParams,
        body: nominationInput,
        response: {
          201: electionForMember.shape.nomination.unwrap(),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await elections.nominate(request.params.slug, request.body, await memberOfRequest(request))),
  );

  app.post(
    '/elections/:slug/ballots',
    {
      onRequest: sameOrigin,
      // The turnout on the cached pages catches up within the cache's few seconds: a ballot does not
      // drop every cached page of the site.
      config: { invalidates: [] },
      // Not even the time of a cast reaches the log (errors still do, without the ballot).
      logLevel: 'warn',
      schema: {
        tags,
        summary:
          'Cast the signed-in member’s ballot, once: position id → chosen candidate ids (none: abstain). 201 with the receipt, shown this once',
        params: slugParams,
        body: ballotInput,
        response: {
          201: castBallot,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const member = await memberOfRequest(request);
      const receipt = await elections.cast(request.params.slug, request.body.choices, member);
      return reply.status(201).send({ receipt, message: electionsMessages.ballotCast });
    },
  );
};
