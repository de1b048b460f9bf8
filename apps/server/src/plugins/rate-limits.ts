import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { apiMessages } from '@lss/shared/messages';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { TooManyRequestsError } from '../lib/errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * Addresses one limit remembers. Each limited route has its own table (the plugin's per-route store,
 * or its rows in the database) that drops its least recently seen address when full: a flood of new
 * addresses never wipes the counts of the others at once.
 */
const ADDRESSES_PER_LIMIT = 10_000;

/** Route options for a per-address limit: `config: { rateLimit: perAddress(10, '10 minutes') }`. */
export function perAddress(max: number, timeWindow: string): RateLimitOptions {
  return { max, timeWindow, cache: ADDRESSES_PER_LIMIT };
}

/**
 * @fastify/rate-limit for the routes that ask for it (`config.rateLimit`), keyed by the client
 * address (request.ip, which honours TRUST_PROXY; IPv6 by its /64, as one host holds all of them).
 * With PostgreSQL the counts live in the database, where every instance sharing it sees them.
 */
export const rateLimitsPlugin = fp(
  async (app, { database }: { database: DatabaseHandle }) => {
    const shared =
      database.kind === 'postgres'
        ? databaseRateLimitStore(database.db, { addressesPerLimit: ADDRESSES_PER_LIMIT }).Store
        : undefined;
    await app.register(rateLimit, {
      ...(shared ? { store: shared } : {}),
      global: false,
      // After validation, as before: a malformed request is refused with 400 and does not count.
      hook: 'preHandler',
      cache: ADDRESSES_PER_LIMIT,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(apiMessages.tooManyRequests, context.ttl / 1000),
    });
  },
  { name: 'rate-limits' },
);
