import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PATH } from '@lss/shared/constants';
import { apiMessages } from '@lss/shared/messages';
import { STORED_UPLOAD_NAME } from '@lss/shared/upload';
import type { FastifyInstance } from 'fastify';
import { MIME_BY_EXTENSION } from './file-kinds.ts';

/**
 * Serves uploaded files with their real type and nosniff; documents as downloads so a browser never
 * renders them in the site's origin. Names are random and never reused, so they cache forever.
 */
export async function serveUploads(app: FastifyInstance, options: { uploadsDir: string }) {
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = STORED_UPLOAD_NAME.exec(request.params.name);
      const mime = match ? MIME_BY_EXTENSION[match[1]!] : undefined;
      const file = path.join(options.uploadsDir, request.params.name);
      const info = mime ? await stat(file).catch(() => null) : null;
      if (!mime || !info?.isFile()) return reply.status(404).send({ message: apiMessages.notFound('File') });
      reply
        .header('content-type', mime)
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('last-modified', info.mtime.toUTCString());
      if (!mime.startsWith('image/')) {
        reply.header('content-disposition', `attachment; filename="${request.params.name}"`);
      }
      return reply.send(createReadStream(file));
    },
  );
}
