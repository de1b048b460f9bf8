import { apiMessages } from '@lss/shared/api-messages';
import { UPLOADS_PATH } from '@lss/shared/constants';
import type { FastifyInstance } from 'fastify';
import { isPrivateKey, type Storage } from '../../lib/storage/storage.ts';
import { uploadHeaders } from './upload-headers.ts';

/**
 * Serves uploaded files from the storage (a folder or a bucket), streamed, with their real type and
 * nosniff; documents as downloads so a browser never renders them in the site's origin. Private
 * copies (members-only files) are not served here: 404, as for any name that is not an upload.
 */
export async function serveUploads(app: FastifyInstance, options: { storage: Storage }) {
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      // A private copy (a members-only file) is served only through its gate (decision 031).
      const headers = isPrivateKey(request.params.name) ? null : uploadHeaders(request.params.name);
      const file = headers ? await options.storage.get(request.params.name) : null;
      if (!headers || !file) return reply.status(404).send({ message: apiMessages.notFound('File') });
      reply
        .header('content-type', headers.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', headers.cacheControl)
        .header('last-modified', file.lastModified.toUTCString());
      if (headers.contentDisposition) reply.header('content-disposition', headers.contentDisposition);
      return reply.send(file.body);
    },
  );
}
