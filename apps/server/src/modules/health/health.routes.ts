import { healthResponse } from '@lss/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'ok once the database answers; 503 while it does not',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const up = await app.services.database.ping();
      return reply
        .status(up ? 200 : 503)
        .send(up ? { status: 'ok', database: 'up' } : { status: 'unavailable', database: 'down' });
    },
  );
};
