import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FORM_CEILING, SAME_EMAIL_PER_ADDRESS } from './plugins/rate-limits.ts';
import { bearer, createTestApp, type TestApp } from './testing/test-app.ts';

// Campus networks (issue 23): hundreds of students share one public address (campus Wi-Fi, a
// carrier's NAT). Every public form lets 300 different people behind one address through within
// the 10-minute window, stops one e-mail repeated from it, and stops one address at the ceiling
// (PUBLIC_FORM_CEILING) however many e-mails it invents. On PGlite (memory counts) and, with
// TEST_DATABASE=postgres, on PostgreSQL (counts in the database, shared by instances).

let t: TestApp;
let eventId: string;
let address = 0;
/** A fresh public address for each form, so that one form's counts never meet another's. */
const campus = () => `198.51.100.${++address}`;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  const token = await t.adminToken();
  const event = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: {
      title: 'Freshers’ Moot',
      description: 'Everyone welcome.',
      eventDate: new Date(Date.now() + 10 * 24 * 3600_000).toISOString(),
      venue: 'Moot Court Room',
      rsvpEnabled: true,
    },
  });
  eventId = event.json()._id;
});
afterAll(() => t.close());

/** What the tests read of an answer. */
type Answer = { statusCode: number; headers: Record<string, unknown> };

type Form = {
  name: string;
  send: (from: string, email: string) => Promise<Answer>;
  accepted: number;
  /** How often one address may send one e-mail in the window. */
  sameEmail: number;
  /**
   * Whether a request the e-mail's limit refuses has counted towards the ceiling already: article
   * submissions read the e-mail from a multipart body in the handler, after the ceiling has counted.
   */
  ceilingCountsRefused?: boolean;
};

const json = (url: () => string, body: (email: string) => object) => (from: string, email: string) =>
  t.app.inject({ method: 'POST', url: url(), headers: { 'x-forwarded-for': from }, payload: body(email) });

const forms: Form[] = [
  {
    name: 'event registration',
    send: json(
      () => `/api/events/${eventId}/rsvps`,
      (email) => ({ name: 'A Student', email }),
    ),
    accepted: 202,
    sameEmail: SAME_EMAIL_PER_ADDRESS,
  },
  {
    name: 'newsletter subscribe (JSON)',
    send: json(
      () => '/api/newsletter/subscribers',
      (email) => ({ email }),
    ),
    accepted: 202,
    sameEmail: SAME_EMAIL_PER_ADDRESS,
  },
  {
    name: 'newsletter subscribe (plain form)',
    send: (from, email) =>
      t.app.inject({
        method: 'POST',
        url: '/newsletter/subscribe',
        headers: { 'x-forwarded-for': from, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email }).toString(),
      }),
    accepted: 303,
    sameEmail: SAME_EMAIL_PER_ADDRESS,
  },
  {
    name: 'contact form',
    send: json(
      () => '/api/contact',
      (email) => ({ name: 'A Student', email, message: 'A question.' }),
    ),
    accepted: 201,
    sameEmail: 10,
  },
  {
    name: 'article submissions',
    send: json(
      () => '/api/submissions',
      (email) => ({
        name: 'A Student',
        email,
        title: 'On bail',
        article: 'A paragraph about bail.',
      }),
    ),
    accepted: 201,
    sameEmail: 5,
    ceilingCountsRefused: true,
  },
];

/** Sends in rounds of 50 at once, as a crowd (or a script) would; answers every status. */
async function crowd(count: number, send: (n: number) => Promise<Answer>) {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 50) {
    const round = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, (_, n) => send(start + n)),
    );
    statuses.push(...round.map((response) => response.statusCode));
  }
  return statuses;
}

describe('public forms behind one campus address', () => {
  for (const form of forms) {
    it(`${form.name}: 300 students get through, one e-mail repeated is stopped, a script stops at the ceiling`, async () => {
      const from = campus();
      const fromCampus = (email: string) => form.send(from, email);

      const students = await crowd(300, (n) => fromCampus(`student${n}@campus.test`));
      expect(students.filter((status) => status !== form.accepted)).toEqual([]);

      // One after another: answers of requests sent at once may come back in any order.
      const repeated: number[] = [];
      for (let n = 0; n < form.sameEmail + 2; n++)
        repeated.push((await fromCampus('same@campus.test')).statusCode);
      expect(repeated).toEqual([...Array(form.sameEmail).fill(form.accepted), 429, 429]);
      const refused = await fromCampus('same@campus.test');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // A script inventing a new e-mail each time: 1,200 requests in all from the address.
      const sent = students.length + repeated.length + 1;
      const script = await crowd(1200 - sent, (n) => fromCampus(`bot${n}@invented.test`));
      const accepted = [...students, ...repeated, ...script].filter((status) => status === form.accepted);
      const refusedButCounted = form.ceilingCountsRefused ? sent - 300 - form.sameEmail : 0;
      expect(accepted).toHaveLength(PUBLIC_FORM_CEILING - refusedButCounted);
      expect(script.filter((status) => status !== form.accepted && status !== 429)).toEqual([]);
      expect(script.at(-1)).toBe(429);

      // Another address is not held back by it.
      expect((await form.send(campus(), 'someone@elsewhere.test')).statusCode).toBe(form.accepted);
    }, 180_000);
  }
});
