import type { AdminArea } from '@lss/shared/admin-areas';
import { adminListColumns, adminListQueries } from '@lss/shared/admin-list-query';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import type { Page, PageRequest } from '@lss/shared/pagination';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthenticatedAdmin } from '../modules/users/users.service.ts';
import { bodyField, formLimitPerEmail, publicFormCeiling } from '../plugins/rate-limits.ts';
import type { CacheTag } from '../plugins/response-cache.ts';
import { ADMIN_LIST, PAGED_LIST, sendPage } from './pagination.ts';

type Admin = AuthenticatedAdmin;

/** The error answers a route may document: each is `errorResponse`. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * A signed-in route's options: its config (`area`, and `invalidates` on a write) as given, the
 * requireAdmin hook, and its OpenAPI schema with the bearer security and `errorResponse` for each of
 * `errors`. Other hooks are added beside it by the caller.
 */
export function signedIn<
  const S extends { tags: string[]; summary: string; response?: Record<number, z.ZodType> },
  const E extends readonly ErrorStatus[],
>(app: FastifyInstance, config: FastifyContextConfig, errors: E, schema: S) {
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireAdmin;
  // A download (a file, not JSON) documents no answers at all.
  if (!schema.response && errors.length === 0) return { config, onRequest, schema: { ...schema, security } };
  const response = { ...schema.response } as S['response'] & Record<E[number], typeof errorResponse>;
  for (const status of errors) (response as Record<number, z.ZodType>)[status] = errorResponse;
  return { config, onRequest, schema: { ...schema, security, response } };
}

type AdminListQueries = typeof adminListQueries;

/**
 * An admin list (decision 018): GET `path` (each, when several), signed in to `area`, `q` matched
 * in `searched` and `sort` by the list's columns, answered a page at a time by `page`.
 */
export function registerAdminListRoute<L extends keyof AdminListQueries>(
  app: FastifyInstance,
  path: string | readonly string[],
  options: {
    area: AdminArea;
    tags: string[];
    summary: string;
    list: L;
    searched: string;
    response: z.ZodType;
  },
  page: (query: z.output<AdminListQueries[L]>, admin: Admin) => Promise<Page<unknown>>,
) {
  const { area, tags, summary, list, searched, response } = options;
  for (const url of [path].flat()) {
    app.get(
      url,
      signedIn(app, { area }, [400], {
        tags,
        summary,
        description: ADMIN_LIST(searched, adminListColumns[list]),
        querystring: adminListQueries[list],
        response: { 200: response },
      }),
      async (request, reply) => {
        // Validated by the schema above; Fastify's provider types cannot follow a generic list's.
        const query = request.query as z.output<AdminListQueries[L]> & PageRequest;
        return sendPage(request, reply, await page(query, request.admin!), query);
      },
    );
  }
}

/**
 * A public list, kept by the response cache under `cache`: GET `path`, its `querystring` with page
 * and limit, answered a page at a time by `page` (PAGED_LIST).
 */
export function registerPublicListRoute<Q extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  options: {
    cache: readonly CacheTag[];
    tags: string[];
    summary: string;
    /** Said after the paging's description. */
    description?: string;
    querystring: Q;
    response: z.ZodType;
  },
  /** The request too, for a list whose answer depends on who asks (members-only posts' bodies). */
  page: (query: z.output<Q>, request: FastifyRequest) => Promise<Page<unknown>>,
) {
  const { cache, tags, summary, querystring, response } = options;
  app.get(
    path,
    {
      config: { cache },
      schema: {
        tags,
        summary,
        description: options.description ? `${PAGED_LIST} ${options.description}` : PAGED_LIST,
        querystring,
        response: { 200: response, 400: errorResponse },
      },
    },
    async (request, reply) => {
      // Validated by the schema above; Fastify's provider types cannot follow a generic query's.
      const query = request.query as z.output<Q> & PageRequest;
      return sendPage(request, reply, await page(query, request), query);
    },
  );
}

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
    signedIn(app, config, [400, 401, 409], {
      tags,
      summary: `Create ${thing}`,
      body: input,
      response: { 201: output },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body as z.output<TIn>, request.admin!)),
  );

  app.put<WithId>(
    `${path}/:id`,
    signedIn(app, config, [400, 401, 404, 409], {
      tags,
      summary: `Update ${thing}`,
      params: idParams,
      body: input,
      response: { 200: output },
    }),
    async (request) => service.update(request.params.id, request.body as z.output<TIn>, request.admin!),
  );

  app.delete<WithId>(
    `${path}/:id`,
    signedIn(app, config, [401, 404], {
      tags,
      summary: `Delete ${thing}`,
      params: idParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await service.remove(request.params.id, request.admin!);
      return { message: options.deletedMessage };
    },
  );
}

/**
 * A public form that e-mails the address it is given (join, sign in, subscribe): POST `url` with the
 * public forms' ceiling (a campus shows hundreds of people as one address) and one e-mail repeated
 * from an address stopped early. `act` starts the work (its mail goes after the answer); the answer
 * is the same 202 and `message` for every address, so that it tells nobody who is known.
 */
export function registerAddressForm<B extends z.ZodType<{ email: string }>>(
  app: FastifyInstance,
  url: string,
  schema: { tags: string[]; summary: string; body: B },
  act: (body: z.output<B>) => void,
  message: string,
) {
  app.post(
    url,
    {
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      preHandler: formLimitPerEmail(app, bodyField('email')),
      schema: { ...schema, response: { 202: okResponse, 400: errorResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      act(request.body as z.output<B>);
      return reply.status(202).send({ message });
    },
  );
}
