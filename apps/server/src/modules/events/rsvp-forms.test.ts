import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEvent, startMailApp } from '../../testing/event-fixtures.ts';
import type { SmtpSink } from '../../testing/smtp-sink.ts';
import type { TestApp } from '../../testing/test-app.ts';

// The event page's registration form without JavaScript (POST /events/:id/register, outside /api):
// the same schema, service and limits as POST /api/events/:id/rsvps, answered by a 303 back to the
// event page with the outcome (?registration=…), never with the name or e-mail. Through a real SMTP
// server: the confirmation link it e-mails is followed with the confirmation page's plain form.

const PUBLIC_URL = 'https://lss.test';
const DAY = 24 * 60 * 60 * 1000;
let sink: SmtpSink;
let t: TestApp;
let token: string;
let client = 0;
const nextIp = () => `10.13.0.${++client}`;

beforeAll(async () => {
  ({ sink, t, token } = await startMailApp(PUBLIC_URL));
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const createEvent = (overrides: Record<string, unknown> = {}): Promise<string> =>
  postEvent(t, token, {
    title: 'Moot Court Finals',
    description: 'The finals.',
    venue: 'Moot Court Room',
    ...overrides,
  });

const form = (eventId: string, fields: Record<string, string>, from = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/events/${encodeURIComponent(eventId)}/register`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
    payload: new URLSearchParams(fields).toString(),
  });

/** The next e-mail to this address (taken from the sink, so the one after is found next time). */
const mailTo = (address: string) => sink.takeMailTo(address);
/** The e-mailed confirmation link's path and query, where its page's button posts. */
function confirmPath(mail: ParsedMail) {
  const url = new URL(/https:\/\/lss\.test\/rsvp\/confirm\?token=\S+/.exec(mail.text ?? '')![0]);
  return `${url.pathname}${url.search}`;
}
const summary = async (eventId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json().rsvp;

describe('the event page’s registration form without JavaScript', () => {
  it('registers as the API does: pending, the confirmation link e-mailed, the browser sent back to the page', async () => {
    const eventId = await createEvent({ capacity: 10 });
    const sent = await form(eventId, { name: 'Ada Obi', email: 'Ada@Student.test' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/events/${eventId}?registration=pending#register`);
    const link = await mailTo('ada@student.test');
    expect(link.subject).toMatch(/^Confirm your registration: Moot Court Finals/);
    // The seat comes with the e-mailed link's button (itself a plain form).
    expect(await summary(eventId)).toMatchObject({ confirmed: 0 });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: confirmPath(link),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
      payload: '',
    });
    expect(confirmed.headers.location).toBe('/rsvp/confirm?status=confirmed');
    expect(await summary(eventId)).toMatchObject({ confirmed: 1 });

    // The same address again: the API's 409, named in the page's address.
    const again = await form(eventId, { name: 'Ada Obi', email: 'ada@student.test' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/events/${eventId}?registration=registered#register`);
  });

  it('sends a refused registration back with the reason, never a 500 nor the visitor’s data', async () => {
    const eventId = await createEvent();
    const answers = [
      [await form(eventId, { name: '', email: 'kemi@student.test' }), 'invalid'],
      [await form(eventId, { name: 'Kemi', email: 'kemi@' }), 'invalid'],
      [
        await form(await createEvent({ rsvpEnabled: false }), { name: 'Kemi', email: 'kemi@student.test' }),
        'closed',
      ],
      [
        await form(await createEvent({ eventDate: new Date(Date.now() - DAY).toISOString() }), {
          name: 'Kemi',
          email: 'kemi@student.test',
        }),
        'started',
      ],
      [await form('no-such-event', { name: 'Kemi', email: 'kemi@student.test' }), 'failed'],
    ] as const;
    for (const [answer, failure] of answers) {
      expect(answer.statusCode, answer.body).toBe(303);
      expect(answer.headers.location).toMatch(new RegExp(`\\?registration=${failure}#register$`));
      expect(answer.headers.location).not.toMatch(/kemi/i);
    }
    const noBody = await t.app.inject({ method: 'POST', url: `/events/${eventId}/register` });
    expect(noBody.statusCode).toBe(303);
    expect(noBody.headers.location).toBe(`/events/${eventId}?registration=invalid#register`);
    const tooLong = await t.app.inject({ method: 'POST', url: `/events/${'x'.repeat(65)}/register` });
    expect(tooLong.statusCode).toBe(303);
    expect(tooLong.headers.location).toBe('/events');
    expect(await summary(eventId)).toMatchObject({ confirmed: 0, waitlisted: 0 });
  });

  it('limits one e-mail from one address as the API does: 5, then 429', async () => {
    const eventId = await createEvent();
    const from = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await form(eventId, { name: 'Tolu', email: 'tolu@student.test' }, from)).statusCode);
    expect(statuses).toEqual([...Array(5).fill(303), 429]);
    const refused = await form(eventId, { name: 'Tolu', email: 'tolu@student.test' }, from);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
