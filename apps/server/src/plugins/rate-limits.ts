import { isIPv6 } from 'node:net';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { apiMessages } from '@lss/shared/api-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * Public forms (event registration, newsletter subscribe, contact, article submissions; issue 23).
 * A campus network or a carrier's NAT shows hundreds of students as one address, so the address
 * alone is only a ceiling, against one script sending thousands: PUBLIC_FORM_CEILING requests per
 * 10 minutes, three times the 300 students of one lecture hall registering after an announcement,
 * and still under two requests a second from a script. Below it, what one person does is limited:
 * the same e-mail from one address (formLimitPerEmail), and what the e-mail itself may receive
 * (confirmation e-mails per address an hour, in the newsletter and registration services).
 */
export const PUBLIC_FORM_CEILING = 1000;
export const PUBLIC_FORM_WINDOW = '10 minutes';
/** Requests for one e-mail from one address in PUBLIC_FORM_WINDOW: a typo and a retry, not a loop. */
export const SAME_EMAIL_PER_ADDRESS = 5;

/** Route options for a public form's per-address ceiling (see PUBLIC_FORM_CEILING). */
export const publicFormCeiling = () => perAddress(PUBLIC_FORM_CEILING, PUBLIC_FORM_WINDOW);

/** The address as the plugin keys it: an IPv6 address by its /64 (one host holds all of it). */
function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A public form's second limit, beside its ceiling: requests for one e-mail from one address, by
 * default SAME_EMAIL_PER_ADDRESS per PUBLIC_FORM_WINDOW. One person (or script) repeating an address
 * is stopped early, while the 300 people behind a campus address are not counted together. Counted
 * where the route's own limit is (the database with PostgreSQL). Call the answer with the request
 * and the e-mail it names, once the e-mail is read; it throws 429 past the limit.
 */
export function emailLimit(
  app: FastifyInstance,
  { max = SAME_EMAIL_PER_ADDRESS, timeWindow = PUBLIC_FORM_WINDOW } = {},
) {
  const emails = new WeakMap<FastifyRequest, string>();
  const options: RateLimitOptions = {
    ...perAddress(max, timeWindow),
    keyGenerator: (request) => `${addressKey(request.ip)} ${emails.get(request) ?? ''}`,
  };
  const limiter = app.createRateLimit(options);
  return async (request: FastifyRequest, email: unknown) => {
    emails.set(request, typeof email === 'string' ? email.trim().toLowerCase() : '');
    const count = await limiter(request);
    if (!count.isAllowed && count.isExceeded)
      throw new TooManyRequestsError(apiMessages.tooManyRequests, count.ttlInSeconds);
  };
}

/** emailLimit as a route's preHandler, the e-mail read from the parsed body by `emailOf`. */
export function formLimitPerEmail(
  app: FastifyInstance,
  emailOf: (request: FastifyRequest) => unknown,
  limit: Parameters<typeof emailLimit>[1] = {},
) {
  const check = emailLimit(app, limit);
  return (request: FastifyRequest) => check(request, emailOf(request));
}

/** The e-mail field of a JSON or form body, whatever it holds (the limit's key lower-cases it). */
export const bodyField =
  (name: string) =>
  (request: FastifyRequest): unknown =>
    (request.body as Record<string, unknown> | undefined)?.[name];

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
