import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiMessages } from '@lss/shared/api-messages';
import { API_BASE_PATH, ASSETS_PATH } from '@lss/shared/constants';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { AppError } from './lib/errors.ts';
import { repeatWhileOpen } from './lib/repeat-while-open.ts';
import { sharedJwtSecret } from './lib/secrets.ts';
import { absoluteUploadsInJson, uploadLink, uploadLinkBase } from './lib/upload-links.ts';
import { activityModule } from './modules/activity/index.ts';
import { backupModule } from './modules/backup/index.ts';
import { contactModule } from './modules/contact/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { electionsModule } from './modules/elections/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { executivesModule } from './modules/executives/index.ts';
import { feedsModule } from './modules/feeds/index.ts';
import { healthModule } from './modules/health/index.ts';
import { importModule } from './modules/import/index.ts';
import { materialsModule } from './modules/materials/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { membersModule } from './modules/members/index.ts';
import { memberOf, memberToken, toPageMember } from './modules/members/request-member.ts';
import { newsletterModule } from './modules/newsletter/index.ts';
import { podcastModule } from './modules/podcast/index.ts';
import { postsModule } from './modules/posts/index.ts';
import { createPublicDataSource } from './modules/public-data.ts';
import { searchModule } from './modules/search/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { submissionsModule } from './modules/submissions/index.ts';
import { uploadsModule } from './modules/uploads/index.ts';
import { usersModule } from './modules/users/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { corsPlugin } from './plugins/cors.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { httpCachingPlugin } from './plugins/http-caching.ts';
import { rejectNulBytes } from './plugins/nul-bytes.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { createInfrastructure, type Services } from './services.ts';

/**
 * The modules (modules/<type>/index.ts), each after those it uses: each builds its service on
 * app.services and registers its routes.
 */
const MODULES = [
  healthModule,
  activityModule,
  settingsModule,
  mediaModule,
  usersModule,
  eventsModule,
  postsModule,
  executivesModule,
  materialsModule,
  podcastModule,
  contactModule,
  uploadsModule,
  submissionsModule,
  importModule,
  searchModule,
  backupModule,
  newsletterModule,
  membersModule,
  electionsModule,
  // Counts of every module's records, members' included.
  dashboardModule,
  feedsModule,
];

/** How often the embedded database refreshes its statistics while the site runs. */
const DATABASE_MAINTENANCE_INTERVAL_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Serve the web pages too (off in API tests, which need no front-end build). */
  pages?: 'production' | 'development' | false;
  /** Requests in flight beyond which new ones get 503 at once. */
  maxInFlight?: number;
  /** Where the JSON log lines go (standard output by default). */
  logStream?: { write(line: string): void };
  /** The time as the app sees it (tests move it on instead of sleeping). */
  clock?: Clock;
};

/** Builds the whole app (plugins → modules → error handler); never listens. */
export async function buildApp({
  config,
  database,
  pages = false,
  maxInFlight = 1024,
  logStream,
  clock = systemClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
        censor: '[redacted]',
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    // The whole request, body included, as Node's own default: a photo of UPLOAD_MAX_MB from a phone
    // on a slow network (10 MB at 1 Mbit/s: 80 s) or a 50 MB WordPress export must arrive. Headers
    // still have Node's 60 s (headersTimeout), and in-flight requests are capped (maxInFlight).
    requestTimeout: 300_000,
    // Who may say, in X-Forwarded-For, which address a request came from (TRUST_PROXY). Fastify
    // takes a hop count too, but its types do not: the same rule as a function.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Malformed URLs and headers are refused before routing, in the same shape as every other error.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      (reply as FastifyReply).status(status).send({ message: apiMessages.badRequest });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { uploadMaxMb: config.uploadMaxMb });
  rejectNulBytes(app);

  await app.register(overloadPlugin, { maxInFlight });
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https:'),
    assetsPrefix: `${ASSETS_PATH}/`,
    imageOrigins:
      config.storage.kind === 's3' && config.storage.publicUrl
        ? [new URL(config.storage.publicUrl).origin]
        : [],
  });
  if (config.corsOrigins.length)
    await app.register(corsPlugin, {
      origins: config.corsOrigins,
      publicUrl: config.publicUrl,
      ...(config.storage.kind === 's3' && config.storage.publicUrl
        ? { bucketUrl: config.storage.publicUrl }
        : {}),
    });

  const jwtSecret = await sharedJwtSecret(config.jwtSecret, config.dataDir, database);
  const { infrastructure, services } = createInfrastructure({
    config: { ...config, jwtSecret },
    database,
    clock,
    log: app.log,
    routes: true,
  });
  app.decorate('services', services);
  // With CORS_ORIGINS, every JSON answer gives upload URLs absolute (decision 024): here for the
  // answers serialised by their response schema or without one (the response cache keeps them as sent).
  if (config.corsOrigins.length) {
    const link = uploadLink(infrastructure.storage, uploadLinkBase(config));
    const uploadLinks = (json: string) => absoluteUploadsInJson(json, link);
    app.setSerializerCompiler((route) => {
      const serialise = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
      return (data) => uploadLinks(serialise(data));
    });
    app.setReplySerializer((payload) => uploadLinks(JSON.stringify(payload)));
  }
  await app.register(authPlugin, { users: { authenticate: (token) => services.users.authenticate(token) } });
  await app.register(rateLimitsPlugin, { database });
  await app.register(compress, { threshold: 1024 });
  await app.register(httpCachingPlugin);
  await app.register(responseCachePlugin, { notices: database.notices, clock });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 12 },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Law Students' Society website API",
        version: '1.0.0',
        description:
          "Public content, podcast and contact routes, and the administrators' content management.",
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  // The OpenAPI document, its pages, and the API's own 404; the modules' routes are under the same prefix.
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await api.register(swaggerUi, { routePrefix: '/docs' });
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ message: apiMessages.routeNotFound }),
      );
    },
    { prefix: API_BASE_PATH },
  );
  for (const module of MODULES) await app.register(module, infrastructure);
  app.addHook('onClose', async () => {
    infrastructure.mail.close();
    await infrastructure.storage.close();
  });

  // The planner's statistics (DatabaseHandle.maintain): at start, so an archive restored or imported
  // while the site was stopped is planned well from its first request, then once a day.
  repeatWhileOpen(
    app,
    {
      everyMs: DATABASE_MAINTENANCE_INTERVAL_MS,
      first: 'before ready',
      failure: 'database maintenance failed',
    },
    () => database.maintain(),
  );

  if (pages) {
    const { ssrPlugin } = await import('./plugins/ssr.ts');
    await app.register(ssrPlugin, {
      data: createPublicDataSource(services),
      publicUrl: config.publicUrl,
      mode: pages,
      hasMemberCookie: (request) => memberToken(request) !== undefined,
      pageMember: async (request) => {
        const session = await memberOf(request);
        return session ? toPageMember(session.member) : null;
      },
      memberAccount: async (request) => {
        const session = await memberOf(request);
        return session ? services.members.account(session.member) : null;
      },
      electionForMember: async (request, slug) => {
        const session = await memberOf(request);
        if (!session) return null;
        try {
          return await services.elections.forMember(slug, session.member);
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) return null;
          throw error;
        }
      },
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: apiMessages.routeNotFound }),
    );
  }

  return app;
}

/**
 * The services without a server (the command line's seeds and account repairs): the same modules,
 * registered without their routes on an app that is never started.
 */
export async function createServices(config: AppConfig, database: DatabaseHandle): Promise<Services> {
  const app = Fastify();
  const log = { info: () => {}, warn: () => {} };
  const options = { config, database, log, clock: systemClock, routes: false };
  const { infrastructure, services } = createInfrastructure(options);
  app.decorate('services', services);
  for (const module of MODULES) await app.register(module, infrastructure);
  return services;
}
