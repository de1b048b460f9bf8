import { apiMessages } from '@lss/shared/messages';
import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from './errors.ts';

/**
 * A fixed-window limit per client address for one route, as a preHandler. In memory, per process
 * (a limit per process still bounds abuse when several run).
 */
export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return async (request: FastifyRequest) => {
    const now = Date.now();
    if (hits.size > 50_000) hits.clear();
    const entry = hits.get(request.ip);
    if (!entry || entry.resetAt <= now) {
      hits.set(request.ip, { count: 1, resetAt: now + windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > max)
      throw new TooManyRequestsError(apiMessages.tooManyRequests, (entry.resetAt - now) / 1000);
  };
}
