import type { AdminArea } from '@lss/shared/admin-areas';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthenticatedAdmin } from '../modules/users/users.service.ts';
import type { CacheTag } from '../plugins/response-cache.ts';

type Admin = AuthenticatedAdmin;

/** A content type's service: its writes take the acting administrator and write the audit log. */
type ContentService<TInput, TOutput> = {
  /** The public read; posts, which have none, leave it out. */
  get?(id: string): Promise<TOutput>;
  create(input: TInput, admin: Admin): Promise<TOutput>;
  update(id: string, input: TInput, admin: Admin): Promise<TOutput>;
  remove(id: string, admin: Admin): Promise<TOutput>;
};

/**
 * The four by-id routes every content type has: the public GET /{id}, and the administrator's POST, PUT /{id} and DELETE /{id}. List routes differ per type and stay in each module.
 */
export function registerRecordRoutes<TIn extends z.ZodType, TOut extends z.ZodType>(
  app: FastifyInstance,
  options: {
    path: string;
    tag: string;
    thing: string;
    input: TIn;
    output: TOut;
    service: ContentService<z.output<TIn>, z.output<TOut> & { _id: string }>;
    /** Posts (by slug) and events (kept by the response cache) declare their own read route. */
    withReadRoute?: boolean;
    /** The part of the admin area the writes belong to: their least role is its (AREA_ROLES). */
    area: AdminArea;
    /** The public data the writes change (the response cache drops it). */
    invalidates: readonly CacheTag[];
    deletedMessage: string;
  },
) {
  // Schemas validate at run time; the generic types are restated here because Fastify's provider
  // types cannot follow generic schemas.
  type WithId = { Params: { id: string }; Body: z.output<TIn> };
  const { path, tag, thing, input, output, service } = options;
  const tags = [tag];
  const admin = { onRequest: app.requireAdmin, schema: { security: [{ bearerAuth: [] }] } };
  const config = { area: options.area, invalidates: options.invalidates };

  const read = service.get;
  if (options.withReadRoute !== false && read) {
    app.get<WithId>(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `Get one ${thing}`,
          params: idParams,
          response: { 200: output, 404: errorResponse },
        },
      },
      async (request) => read(request.params.id),
    );
  }

  app.post<WithId>(
    path,
    {
      config,
      onRequest: app.requireAdmin,
      schema: {
        ...admin.schema,
        tags,
        summary: `Create ${thing}`,
        body: input,
        response: { 201: output, 400: errorResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body as z.output<TIn>, request.admin!)),
  );

  app.put<WithId>(
    `${path}/:id`,
    {
      config,
      onRequest: app.requireAdmin,
      schema: {
        ...admin.schema,
        tags,
        summary: `Update ${thing}`,
        params: idParams,
        body: input,
        response: {
          200: output,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => service.update(request.params.id, request.body as z.output<TIn>, request.admin!),
  );

  app.delete<WithId>(
    `${path}/:id`,
    {
      config,
      onRequest: app.requireAdmin,
      schema: {
        ...admin.schema,
        tags,
        summary: `Delete ${thing}`,
        params: idParams,
        response: { 200: okResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.admin!);
      return { message: options.deletedMessage };
    },
  );
}
