import { apiMessages } from '@lss/shared/api-messages';
import { choicesFromFields, type ElectionFormStep } from '@lss/shared/election-statuses';
import { MANIFESTO_MAX_LENGTH, slugParams } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { membersMessages } from '@lss/shared/members-messages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { paragraphsHtml } from '../../lib/html.ts';
import { acceptPlainForms, type PlainFormBody, refusalStatus } from '../../lib/plain-forms.ts';
import { publicFormCeiling } from '../../plugins/rate-limits.ts';
import { memberOf } from '../members/request-member.ts';
import { refuseCrossSite } from './cross-site.ts';

type ElectionFormRequest = FastifyRequest<{ Params: { slug: string }; Body: PlainFormBody }>;

/** The election's slug of a form's address (404 when it cannot be one). */
function slugOf(request: FastifyRequest): string {
  const params = slugParams.safeParse(request.params);
  if (!params.success) throw new NotFoundError(electionsMessages.notFound);
  return params.data.slug;
}

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
export const electionFormRoutes: FastifyPluginAsync<{ uploadMaxMb: number }> = async (
  app,
  { uploadMaxMb },
) => {
  const elections = app.services.elections;
  const sameOrigin = refuseCrossSite(elections.publicUrl);
  acceptPlainForms(app, { bodyLimit: 16_384 });

  async function answer(
    request: ElectionFormRequest,
    reply: FastifyReply,
    pathname: string,
    step: ElectionFormStep,
    status = 200,
  ) {
    const render = app.renderElectionFormPage;
    if (!render) throw new NotFoundError(electionsMessages.notFound);
    return render(request, reply, pathname, step, status);
  }

  /** The member of the form, or the page that says they must sign in (the election's own page). */
  async function memberOrRefuse(request: ElectionFormRequest, reply: FastifyReply) {
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
      const slug = slugOf(request);
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
      const slug = slugOf(request);
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

  /** The nomination form's fields and photo (multipart; url-encoded without its enctype: no photo). */
  async function readNomination(request: FastifyRequest) {
    const fields: Record<string, string> = {};
    let photo: Buffer | null = null;
    let photoTooLarge = false;
    if (!request.isMultipart())
      return { fields: (request.body ?? {}) as PlainFormBody & {}, photo, photoTooLarge };
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        try {
          const content = await part.toBuffer();
          if (part.fieldname === 'photo' && content.length > 0) photo = content;
        } catch (error) {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          photoTooLarge = true;
        }
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
    return { fields, photo, photoTooLarge };
  }

  /**
   * POST /elections/{slug}/nomination: a verified member stands for a position (issue 28). The
   * manifesto is plain text, its paragraphs made HTML (and sanitised by the service); the photo is
   * checked and stored like any upload, once everything else is known to be right. Sent: back to
   * the election page (303), which says where the nomination is; refused: the form again (its page,
   * with what was written and what must change).
   */
  app.post<{ Params: { slug: string } }>('/elections/:slug/nomination', options, async (request, reply) => {
    const slug = slugOf(request);
    const electionPage = `/elections/${encodeURIComponent(slug)}`;
    const member = await memberOrRefuse(request as ElectionFormRequest, reply);
    if (!member) return reply;
    const { fields, photo, photoTooLarge } = await readNomination(request);
    const values = { positionId: fields.positionId?.trim() ?? '', manifesto: fields.manifesto ?? '' };
    const errors: Extract<ElectionFormStep, { kind: 'nomination' }>['errors'] = {};
    if (!values.positionId) errors.positionId = electionsMessages.page.positionRequired;
    if (!values.manifesto.trim()) errors.manifesto = electionsMessages.manifestoRequired;
    else if (values.manifesto.length > MANIFESTO_MAX_LENGTH)
      errors.manifesto = electionsMessages.manifestoTooLong;
    if (photoTooLarge) errors.photo = apiMessages.uploadTooLarge(uploadMaxMb);
    else if (!photo) errors.photo = electionsMessages.photoRequired;
    const again = (
      step: Omit<Extract<ElectionFormStep, { kind: 'nomination' }>, 'kind' | 'values'>,
      status: number,
    ) =>
      answer(
        request as ElectionFormRequest,
        reply,
        electionPage,
        { kind: 'nomination', values, ...step },
        status,
      );
    try {
      // Nominations closed, not verified, already stood, an unknown position: said before any photo is kept.
      await elections.checkNomination(slug, values.positionId, member);
      if (Object.keys(errors).length > 0 || !photo) return again({ errors }, 400);
      const stored = await app.services.uploads.store(photo, {
        imagesOnly: electionsMessages.page.photoNotImage,
      });
      await elections.nominate(
        slug,
        {
          positionId: values.positionId,
          manifesto: paragraphsHtml(values.manifesto),
          photoUrl: stored.imageUrl,
        },
        member,
      );
    } catch (error) {
      const status = refusalStatus(error);
      if (status === null || status === 404 || !(error instanceof AppError)) throw error;
      // A picture refused (415: not an image; 413: too many pixels) is the photo's error.
      if (status === 415 || status === 413)
        return again({ errors: { ...errors, photo: error.message } }, status);
      // An unknown position: the field's error (unless the form's own check said more); else the whole form's.
      const { positionId } = error.errors ?? {};
      if (positionId) return again({ errors: { positionId, ...errors } }, status);
      return again({ errors, message: error.message }, status);
    }
    return reply.redirect(`${electionPage}#nomination`, 303);
  });
};
