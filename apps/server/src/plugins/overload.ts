import underPressure from '@fastify/under-pressure';
import { apiMessages } from '@lss/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Under saturation, answer 503 at once instead of queueing without end: when more requests are in
 * flight than the process should hold, or when the event loop lags (the embedded database runs on it).
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance, options: { maxInFlight: number; maxEventLoopDelayMs: number }) => {
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

    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      retryAfter: 2,
      customError: undefined,
      pressureHandler: (_request, reply) => {
        reply.header('retry-after', '2').status(503).send({ message: apiMessages.unavailable });
      },
    });
  },
  { name: 'overload' },
);
