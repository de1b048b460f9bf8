import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiMessages } from '@lss/shared/api-messages';
import { API_BASE_PATH } from '@lss/shared/constants';
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
import { sharedJwtSecret } from './lib/secrets.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { rsvpFormRoutes } from './modules/events/rsvp-forms.routes.ts';
import { rsvpsRoutes } from './modules/events/rsvps.routes.ts';
import { executivesRoutes } from './modules/executives/executives.routes.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { materialsRoutes } from './modules/materials/materials.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { newsletterFormRoutes } from './modules/newsletter/newsletter-forms.routes.ts';
import { podcastRoutes } from './modules/podcast/podcast.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { createPublicDataSource } from './modules/public-data.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { submissionsRoutes } from './modules/submissions/submissions.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { serveUploads } from './modules/uploads/uploads.static.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { corsPlugin } from './plugins/cors.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { httpCachingPlugin } from './plugins/http-caching.ts';
import { rejectNulBytes } from './plugins/nul-bytes.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { createServices, type Services } from './services.ts';

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
    requestTimeout: 30_000,
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
  const services = createServices({ ...config, jwtSecret }, database, app.log, clock);
  app.decorate('services', services);
  // With CORS_ORIGINS, every JSON answer gives upload URLs absolute (decision 024): here for the
  // answers serialised by their response schema or without one (the response cache keeps them as sent).
  const { uploadLinks } = services;
  if (uploadLinks) {
    app.setSerializerCompiler((route) => {
      const serialise = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
      return (data) => uploadLinks(serialise(data));
    });
    app.setReplySerializer((payload) => uploadLinks(JSON.stringify(payload)));
  }
  await app.register(authPlugin, { users: services.users });
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

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await api.register(swaggerUi, { routePrefix: '/docs' });
      for (const routes of [
        healthRoutes,
        usersRoutes,
        eventsRoutes,
        rsvpsRoutes,
        postsRoutes,
        executivesRoutes,
        materialsRoutes,
        podcastRoutes,
        contactRoutes,
        dashboardRoutes,
        settingsRoutes,
        uploadsRoutes,
        mediaRoutes,
        activityRoutes,
        searchRoutes,
        backupRoutes,
        submissionsRoutes,
        newsletterRoutes,
      ]) {
        await api.register(routes);
      }
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ message: apiMessages.routeNotFound }),
      );
    },
    { prefix: API_BASE_PATH },
  );

  await app.register(serveUploads, { storage: services.storage });
  app.addHook('onClose', () => services.storage.close());
  // Files stored before the media library existed get listed once (decision 019); a storage that
  // does not answer must not keep the site from starting: the next start tries again.
  app.addHook('onReady', async () => {
    try {
      const added = await services.media.backfill();
      if (added) app.log.info({ added }, 'media library: listed files stored before it existed');
    } catch (error) {
      app.log.warn({ err: error }, 'media library: could not list the stored files');
    }
  });
  // The planner's statistics (DatabaseHandle.maintain): at start, so an archive restored or imported
  // while the site was stopped is planned well from its first request, then once a day.
  const maintainDatabase = async () => {
    try {
      await database.maintain();
    } catch (error) {
      app.log.warn({ err: error }, 'database maintenance failed');
    }
  };
  let maintenance: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await maintainDatabase();
    maintenance = setInterval(maintainDatabase, DATABASE_MAINTENANCE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', () => clearInterval(maintenance));
  await app.register(feedsRoutes, { publicUrl: config.publicUrl });
  await app.register(newsletterFormRoutes);
  await app.register(rsvpFormRoutes);
  // The newsletter queue runs on every instance while it serves; a stop lets the batch in progress finish.
  app.addHook('onReady', () => services.newsletter.sender.start());
  app.addHook('onClose', () => services.newsletter.sender.stop());

  if (pages) {
    const { ssrPlugin } = await import('./plugins/ssr.ts');
    await app.register(ssrPlugin, {
      data: createPublicDataSource(services),
      publicUrl: config.publicUrl,
      mode: pages,
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: apiMessages.routeNotFound }),
    );
  }

  return app;
}
