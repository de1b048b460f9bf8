import { type BallotStep, choicesFromFields } from '@lss/shared/election-statuses';
import { slugParams } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { membersMessages } from '@lss/shared/members-messages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { acceptPlainForms, type PlainFormBody } from '../../lib/plain-forms.ts';
import { publicFormCeiling } from '../../plugins/rate-limits.ts';
import { memberOf } from '../members/request-member.ts';
import { refuseCrossSite } from './cross-site.ts';

type BallotRequest = FastifyRequest<{ Params: { slug: string }; Body: PlainFormBody }>;

/** A refusal's field errors by position id (the service names them `choices.<position id>`). */
function positionErrors(error: AppError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.errors ?? {}))
    errors[field.replace(/^choices\./, '')] = message;
  return errors;
}

/**
 * The ballot's plain forms, outside /api, which work without JavaScript (issue 28, decision 033):
 * POST /elections/{slug}/ballot with the choices answers the review page (or the ballot again with
 * what must change, or after 'Change'); POST /elections/{slug}/ballot/cast casts it and answers the
 * receipt page. Each answers 200 with the page itself, never stored and never a redirect: the
 * choices and the receipt never go into an address. Another site's form is refused, and nothing
 * below a warning is logged (not even that a ballot came).
 */
export const electionFormRoutes: FastifyPluginAsync = async (app) => {
  const elections = app.services.elections;
  const sameOrigin = refuseCrossSite(elections.publicUrl);
  acceptPlainForms(app, { bodyLimit: 16_384 });

  async function answer(
    request: BallotRequest,
    reply: FastifyReply,
    pathname: string,
    step: BallotStep,
    status = 200,
  ) {
    const render = app.renderBallotPage;
    if (!render) throw new NotFoundError(electionsMessages.notFound);
    return render(request, reply, pathname, step, status);
  }

  /** The member of the form, or the page that says they must sign in (the election's own page). */
  async function memberOrRefuse(request: BallotRequest, reply: FastifyReply) {
    const session = await memberOf(request);
    if (session) return session.member;
    await answer(
      request,
      reply,
      `/elections/${encodeURIComponent(request.params.slug)}`,
      { kind: 'refused', message: membersMessages.sessionExpired },
      401,
    );
    return null;
  }

  const options = {
    onRequest: sameOrigin,
    // A ballot changes only the turnout, which the cached pages catch up with (as the API's cast).
    config: { invalidates: [], rateLimit: publicFormCeiling() },
    logLevel: 'warn' as const,
    schema: { hide: true },
  };

  app.post<{ Params: { slug: string }; Body: PlainFormBody }>(
    '/elections/:slug/ballot',
    options,
    async (request, reply) => {
      const params = slugParams.safeParse(request.params);
      if (!params.success) throw new NotFoundError(electionsMessages.notFound);
      const slug = params.data.slug;
      const member = await memberOrRefuse(request, reply);
      if (!member) return reply;
      const body = request.body ?? {};
      const choices = choicesFromFields(body);
      const electionPage = `/elections/${encodeURIComponent(slug)}`;
      if (body.change) return answer(request, reply, electionPage, { kind: 'ballot', choices, errors: {} });
      try {
        await elections.checkChoices(slug, choices);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 400 && error.errors) {
          const errors = positionErrors(error);
          return answer(request, reply, electionPage, { kind: 'ballot', choices, errors }, 400);
        }
        throw error;
      }
      return answer(request, reply, `${electionPage}/ballot`, { kind: 'review', choices });
    },
  );

  app.post<{ Params: { slug: string }; Body: PlainFormBody }>(
    '/elections/:slug/ballot/cast',
    options,
    async (request, reply) => {
      const params = slugParams.safeParse(request.params);
      if (!params.success) throw new NotFoundError(electionsMessages.notFound);
      const slug = params.data.slug;
      const member = await memberOrRefuse(request, reply);
      if (!member) return reply;
      const pathname = `/elections/${encodeURIComponent(slug)}/ballot/cast`;
      let receipt: string;
      try {
        receipt = await elections.cast(slug, choicesFromFields(request.body ?? {}), member);
      } catch (error) {
        // Already voted (409), outside the window, not on the roll, a changed ballot: the page says why.
        if (error instanceof AppError && error.statusCode < 500 && error.statusCode !== 404) {
          const refused = { kind: 'refused' as const, message: error.message };
          return answer(request, reply, pathname, refused, error.statusCode);
        }
        throw error;
      }
      return answer(request, reply, pathname, { kind: 'receipt', receipt });
    },
  );
};
