import { successMessages } from '@lss/shared/admin-messages';
import { apiMessages } from '@lss/shared/api-messages';
import { slugify } from '@lss/shared/constants';
import { errorResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import { material, materialInput, materialList, materialListQuery } from '@lss/shared/materials';
import { membersContentMessages } from '@lss/shared/members-content-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { registerAdminListRoute, registerPublicListRoute, registerRecordRoutes } from '../../lib/routes.ts';
import { membersOnlyReader } from '../members/members-only.ts';
import { uploadName } from '../uploads/private-files.ts';
import { uploadHeaders } from '../uploads/upload-headers.ts';

/** The name a members-only file is saved under: its title, then the stored file's extension. */
function downloadName(title: string, storedName: string) {
  const extension = storedName.slice(storedName.lastIndexOf('.'));
  return `${slugify(title).slice(0, 80) || 'material'}${extension}`;
}

export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const materials = app.services.materials;
  const tags = ['Materials'];

  registerPublicListRoute(
    app,
    '/materials',
    {
      cache: ['materials'],
      tags,
      summary: "Materials, newest first, filtered by level and type ('all' or absent: no filter)",
      description:
        'A members-only material (`membersOnly: true`) is listed with its `fileUrl` at its gate, `/api/materials/{id}/file`.',
      querystring: materialListQuery,
      response: materialList,
    },
    (query) => materials.page(query),
  );
  registerAdminListRoute(
    app,
    '/materials/all',
    {
      area: 'materials',
      tags,
      summary: 'Every material, newest first (admin list)',
      list: 'materials',
      searched: 'title, level or type',
      response: materialList,
    },
    (query) => materials.adminPage(query),
  );

  app.get(
    '/materials/:id',
    {
      schema: {
        tags,
        summary: 'Get one material',
        description:
          "With a staff token, the stored `fileUrl` (the editor saves it back); without, a members-only material's `fileUrl` is its gate.",
        params: idParams,
        response: { 200: material, 404: errorResponse },
      },
    },
    async (request) =>
      materials.get(request.params.id, { staff: (await membersOnlyReader(request)) === 'staff' }),
  );

  // Decision 031: a members-only file only for a verified member's cookie or a staff token.
  app.get(
    '/materials/:id/file',
    {
      schema: {
        tags,
        summary: "A material's file",
        description:
          "Streams a members-only material's file to a verified member (cookie) or staff (token), private and uncached; 401 without either, 403 for a member the society has not verified. A material for everyone redirects (302) to its file.",
        produces: ['application/octet-stream'],
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await materials.file(request.params.id);
      if (!file.membersOnly) {
        const name = uploadName(file.link);
        return reply.redirect(name ? app.services.uploads.link(file.link) : file.link, 302);
      }
      const reader = await membersOnlyReader(request);
      if (reader === 'visitor') throw new UnauthorizedError(membersContentMessages.fileSignInRequired);
      if (reader === 'unverified') throw new ForbiddenError(membersContentMessages.fileNotVerified);
      const name = uploadName(file.link);
      const headers = name ? uploadHeaders(name) : null;
      const stored = headers ? await file.open() : null;
      if (!name || !headers || !stored) throw new NotFoundError(apiMessages.notFound('File'));
      return reply
        .header('content-type', headers.contentType)
        .header('content-length', stored.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${downloadName(file.title, name)}"`)
        .send(stored.body);
    },
  );

  registerRecordRoutes(app, {
    path: '/materials',
    area: 'materials',
    tag: 'Materials',
    thing: 'a material',
    withReadRoute: false,
    input: materialInput,
    output: material,
    service: materials,
    invalidates: ['materials'],
    deletedMessage: successMessages.materialDeleted,
  });
};
