import { apiMessages } from '@lss/shared/api-messages';
import { UPLOAD_FIELD_ALIAS, UPLOAD_FIELD_NAME } from '@lss/shared/constants';
import { errorResponse } from '@lss/shared/errors';
import { submissionMessages } from '@lss/shared/submission-messages';
import { uploadResponse } from '@lss/shared/upload';
import type { Role } from '@lss/shared/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.ts';
import { signedIn } from '../../lib/routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';

/**
 * Uploads one address may send to POST /api/upload/public an hour: a student picks a cover picture or
 * two for an article, and a campus network shows many students as one address (issue 23), so the
 * limit is a ceiling rather than one person's share. With UPLOAD_MAX_MB, it bounds what anonymous
 * visitors can put on the disk (30 × 10 MB an hour per address by default; decision 024,
 * docs/security.md); their pictures queue apart from the staff's (uploads.service.ts).
 */
export const PUBLIC_UPLOADS_PER_HOUR = 30;

/**
 * Files one account may upload an hour, by role (issue 23: a contributor sent 40 images and five
 * 9 MB PDFs in under two seconds). An editor filling an event's gallery or a term's materials
 * stays well inside 300; a contributor illustrates their own articles. Counted per account, not per
 * address, so colleagues on one campus network never share a quota.
 */
export const UPLOADS_PER_HOUR: Readonly<Record<Role, number>> = {
  administrator: 300,
  editor: 300,
  contributor: 30,
};

/** The fields an upload is read from: ours (`image`) and the original front end's (`file`). */
const UPLOAD_FIELDS: readonly string[] = [UPLOAD_FIELD_NAME, UPLOAD_FIELD_ALIAS];

/** The uploaded file's bytes and name, from the field `image` or `file`; 400 naming `image` otherwise. */
async function readUpload(request: FastifyRequest) {
  const file = await request.file();
  if (!file || !UPLOAD_FIELDS.includes(file.fieldname)) {
    // Drain whatever was sent so the connection stays usable.
    await file?.toBuffer().catch(() => undefined);
    throw new BadRequestError(apiMessages.uploadMissing, { [UPLOAD_FIELD_NAME]: apiMessages.uploadMissing });
  }
  return { buffer: await file.toBuffer(), originalName: file.filename };
}

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload',
    signedIn(
      app,
      {
        area: 'media',
        invalidates: [],
        rateLimit: {
          max: (request) => UPLOADS_PER_HOUR[request.admin?.role ?? 'contributor'],
          timeWindow: '1 hour',
          keyGenerator: (request) => `account ${request.admin?.id}`,
          errorResponseBuilder: (_request, context) =>
            new TooManyRequestsError(apiMessages.uploadQuotaReached, context.ttl / 1000),
        },
      },
      [400, 401, 413, 415, 429],
      {
        tags: ['Uploads'],
        summary: `Upload an image or document (multipart, field "${UPLOAD_FIELD_NAME}"; "${UPLOAD_FIELD_ALIAS}" is read too)`,
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse },
      },
    ),
    async (request, reply) => {
      const { buffer, originalName } = await readUpload(request);
      const stored = await app.services.uploads.store(buffer, { originalName, admin: request.admin! });
      return reply.status(201).send({
        imageUrl: app.services.uploads.link(stored.imageUrl),
        id: stored.mediaId,
        originalName: stored.originalName,
      });
    },
  );

  app.post(
    '/upload/public',
    {
      config: { invalidates: [], rateLimit: perAddress(PUBLIC_UPLOADS_PER_HOUR, '1 hour') },
      schema: {
        tags: ['Uploads'],
        summary: `A visitor's picture for an article submission (multipart, field "${UPLOAD_FIELD_NAME}" or "${UPLOAD_FIELD_ALIAS}"; images only)`,
        description: `No token. JPEG, PNG, GIF or WebP only (anything else 415), at most UPLOAD_MAX_MB; ${PUBLIC_UPLOADS_PER_HOUR} uploads an hour per address (429 after). The file stays out of the media library until a submission using it is approved.`,
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ imageUrl: z.string() }),
          400: errorResponse,
          413: errorResponse,
          415: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { buffer, originalName } = await readUpload(request);
      const stored = await app.services.uploads.store(buffer, {
        originalName,
        imagesOnly: submissionMessages.imageOnly,
        awaitingApproval: true,
      });
      return reply.status(201).send({ imageUrl: app.services.uploads.link(stored.imageUrl) });
    },
  );
};
