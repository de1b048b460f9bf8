import { adminListColumns } from '@lss/shared/admin-list-query';
import { errorResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import { mediaAltInput, mediaItem, mediaList, mediaQuery } from '@lss/shared/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGED_LIST, sendPage } from '../../lib/pagination.ts';
import { signedIn } from '../../lib/routes.ts';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = app.services.media;
  const tags = ['Media'];
  const denied = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

  app.get(
    '/media',
    signedIn(app, { area: 'media' }, [400, 401], {
      tags,
      summary: 'The media library, newest first (contributors: their own uploads)',
      description: `${PAGED_LIST} q searches file names and alt texts by word beginnings. sort orders by one of ${adminListColumns.media.join(', ')} (sort=-size: largest first); an unknown column is a 400. kind keeps images or documents, url the one file stored under that address. Each item lists the records that use it.`,
      querystring: mediaQuery,
      response: { 200: mediaList },
    }),
    async (request, reply) =>
      sendPage(request, reply, await media.page(request.query, request.admin!), request.query),
  );

  app.patch(
    '/media/:id',
    signedIn(app, { area: 'media', invalidates: ['media'] }, [], {
      tags,
      summary: 'Set the alt text of a file',
      params: idParams,
      body: mediaAltInput,
      response: { 200: mediaItem, ...denied },
    }),
    (request) => media.setAlt(request.params.id, request.body.alt, request.admin!),
  );

  app.delete(
    '/media/:id',
    signedIn(app, { area: 'media', invalidates: ['media'] }, [409], {
      tags,
      summary: 'Delete a file no record uses (409 while one does)',
      params: idParams,
      response: { 200: mediaItem, ...denied },
    }),
    (request) => media.remove(request.params.id, request.admin!),
  );
};
