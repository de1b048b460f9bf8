import { successMessages } from '@lss/shared/admin-messages';
import { errorResponse } from '@lss/shared/errors';
import { material, materialInput, materialList, materialListQuery } from '@lss/shared/materials';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGED_LIST, sendPage } from '../../lib/pagination.ts';
import { registerAdminListRoute, registerRecordRoutes } from '../../lib/routes.ts';

export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const materials = app.services.materials;
  const tags = ['Materials'];

  app.get(
    '/materials',
    {
      config: { cache: ['materials'] },
      schema: {
        tags,
        summary: "Materials, newest first, filtered by level and type ('all' or absent: no filter)",
        description: PAGED_LIST,
        querystring: materialListQuery,
        response: { 200: materialList, 400: errorResponse },
      },
    },
    async (request, reply) => sendPage(request, reply, await materials.page(request.query), request.query),
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

  registerRecordRoutes(app, {
    path: '/materials',
    area: 'materials',
    tag: 'Materials',
    thing: 'a material',
    input: materialInput,
    output: material,
    service: materials,
    invalidates: ['materials'],
    deletedMessage: successMessages.materialDeleted,
  });
};
