import { apiMessages } from '@lss/shared/api-messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Per-address limits hold against a client that writes its own X-Forwarded-For: only a proxy named
 * in TRUST_PROXY may say where a request came from (decisions.md, Configuration).
 */

const CONTACT_LIMIT = 10;
const message = { name: 'Ada', email: 'ada@example.org', message: 'Hello there.' };
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const contact = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: message,
  });

describe('the client address', () => {
  it('is the socket address without TRUST_PROXY, whatever X-Forwarded-For says', async () => {
    t = await createTestApp();
    const statuses: number[] = [];
    for (let index = 0; index <= CONTACT_LIMIT; index++)
      statuses.push((await contact(t, '203.0.113.7', `198.51.100.${index + 1}`)).statusCode);
    expect(statuses.slice(0, CONTACT_LIMIT)).toEqual(Array(CONTACT_LIMIT).fill(201));
    const refused = await contact(t, '203.0.113.7', '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(apiMessages.tooManyRequests);
    // Another socket address is another client.
    expect((await contact(t, '203.0.113.8')).statusCode).toBe(201);
  });

  it('is the forwarded one when the request comes through the proxy of TRUST_PROXY', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.1' });
    // Many visitors behind the one proxy each have their own allowance.
    for (let index = 0; index <= CONTACT_LIMIT; index++)
      expect((await contact(t, '10.0.0.1', `198.51.100.${index + 1}`)).statusCode).toBe(201);
    // One visitor is limited, however they reach the proxy.
    for (let index = 1; index < CONTACT_LIMIT; index++)
      expect((await contact(t, '10.0.0.1', '198.51.100.1')).statusCode).toBe(201);
    expect((await contact(t, '10.0.0.1', '203.0.113.50, 198.51.100.1')).statusCode).toBe(429);
    // Anyone else claiming a forwarded address is taken at their socket address.
    for (let index = 0; index < CONTACT_LIMIT; index++)
      expect((await contact(t, '203.0.113.9', `192.0.2.${index + 1}`)).statusCode).toBe(201);
    expect((await contact(t, '203.0.113.9', '192.0.2.99')).statusCode).toBe(429);
  });

  it('counts hops with a hop count', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    for (let index = 0; index < CONTACT_LIMIT; index++)
      expect((await contact(t, '10.0.0.1', `203.0.113.${index + 1}, 198.51.100.1`)).statusCode).toBe(201);
    expect((await contact(t, '10.0.0.2', '198.51.100.1')).statusCode).toBe(429);
  });
});
