import { apiMessages } from '@lss/shared/api-messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Under saturation, answer 503 at once instead of queueing without end: beyond `maxInFlight`
 * requests being served, a new one is refused with Retry-After before any work is done for it.
 * (An event-loop-lag check was tried and dropped: a single long pause made it refuse everything for
 * a whole sampling period, which hurt more than the overload it guarded against.)
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance, options: { maxInFlight: number }) => {
    let inFlight = 0;
    app.addHook('onRequest', async (_request, reply) => {
      if (inFlight >= options.maxInFlight) {
        reply.header('retry-after', '2');
        return reply.status(503).send({ message: apiMessages.unavailable });
      }
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    });
  },
  { name: 'overload' },
);
