import { UPLOAD_FIELD_NAME } from '@lss/shared/constants';
import { errorResponse } from '@lss/shared/errors';
import { apiMessages } from '@lss/shared/messages';
import { uploadResponse } from '@lss/shared/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError } from '../../lib/errors.ts';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload',
    {
      // A new file is public only once content that links to it is saved.
      config: { invalidates: [] },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Uploads'],
        security: [{ bearerAuth: [] }],
        summary: `Upload an image or document (multipart, field "${UPLOAD_FIELD_NAME}")`,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadResponse,
          400: errorResponse,
          401: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const file = await request.file();
      if (!file || file.fieldname !== UPLOAD_FIELD_NAME) {
        // Drain whatever was sent so the connection stays usable.
        await file?.toBuffer().catch(() => undefined);
        throw new BadRequestError(apiMessages.uploadMissing, {
          [UPLOAD_FIELD_NAME]: apiMessages.uploadMissing,
        });
      }
      const buffer = await file.toBuffer();
      const stored = await app.services.uploads.store(buffer, {
        originalName: file.filename,
        uploadedBy: request.admin!.id,
      });
      await app.services.activity.record({
        actor: request.admin!,
        action: 'created',
        entityType: 'upload',
        entityId: null,
        summary: stored.imageUrl,
      });
      return reply.status(201).send({
        imageUrl: app.services.uploads.link(stored.imageUrl),
        id: stored.mediaId,
        originalName: stored.originalName,
      });
    },
  );
};
