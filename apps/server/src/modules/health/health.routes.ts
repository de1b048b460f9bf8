import { apiMessages } from '@lss/shared/api-messages';
import { healthResponse, readyResponse } from '@lss/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A readiness probe that waits longer than this has its answer: the dependency is as good as down. */
const READY_TIMEOUT_MS = 2000;

const withinTimeout = (check: Promise<boolean>) =>
  Promise.race([
    check,
    new Promise<boolean>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS, false).unref()),
  ]);

const upOrDown = (answered: boolean): 'up' | 'down' => (answered ? 'up' : 'down');

// Probes ask about this instance now: no cache or proxy may answer them with an earlier reply.
const NO_STORE = 'no-store';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness: ok while the process serves (never waits for the database)',
        response: { 200: healthResponse },
      },
    },
    // Answered from memory: the embedded database runs statements one at a time on this thread, and a
    // liveness probe queued behind a slow query would get a healthy process restarted. Once the app
    // is closing, Fastify answers 503 on the connections still open before any route runs
    // (return503OnClosing), so a probe never reports a process that is going away as live.
    async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['Health'],
        summary: 'Readiness: ok once the database and the file storage answer; 503 while either does not',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      // Each dependency a request needs is checked here, at once, and reported as a field of
      // readyResponse; the message names the first one down.
      const [database, storage] = await Promise.all([
        withinTimeout(app.services.database.ping()),
        withinTimeout(app.services.storage.ping()),
      ]);
      const states = { database: upOrDown(database), storage: upOrDown(storage) };
      const message = !database
        ? apiMessages.databaseNotAnswering
        : !storage
          ? apiMessages.storageNotAnswering
          : undefined;
      if (message) return reply.status(503).send({ status: 'unavailable', ...states, message });
      return reply.send({ status: 'ok', ...states });
    },
  );
};
