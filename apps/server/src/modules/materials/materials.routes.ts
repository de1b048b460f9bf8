import { errorResponse } from '@lss/shared/errors';
import { material, materialFilters, materialInput, materialList } from '@lss/shared/materials';
import { successMessages } from '@lss/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/json-cache.ts';
import { registerRecordRoutes } from '../../lib/routes.ts';

export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const materials = app.services.materials;
  const tags = ['Materials'];

  app.get(
    '/materials',
    {
      schema: {
        tags,
        summary: "Materials, newest first, filtered by level and type ('all' or absent: no filter)",
        querystring: materialFilters,
        response: { 200: materialList, 400: errorResponse },
      },
    },
    async (request, reply) => sendCachedJson(reply, await materials.list.serialised(request.query)),
  );
  app.get(
    '/materials/all',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Every material (admin list)',
        response: { 200: materialList },
      },
    },
    () => materials.list(),
  );

  registerRecordRoutes(app, {
    path: '/materials',
    tag: 'Materials',
    thing: 'a material',
    input: materialInput,
    output: material,
    service: materials,
    invalidates: ['materials'],
    deletedMessage: successMessages.materialDeleted,
    entity: 'material',
    label: (record) => record.title,
  });
};
