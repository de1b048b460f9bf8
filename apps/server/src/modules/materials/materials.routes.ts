import { successMessages } from '@lss/shared/admin-messages';
import { material, materialInput, materialList, materialListQuery } from '@lss/shared/materials';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminListRoute, registerPublicListRoute, registerRecordRoutes } from '../../lib/routes.ts';

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
