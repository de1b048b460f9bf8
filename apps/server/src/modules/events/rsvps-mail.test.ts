import { rsvpMessages } from '@lss/shared/rsvp-messages';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEvent, startMailApp } from '../../testing/event-fixtures.ts';
import type { SmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, type TestApp } from '../../testing/test-app.ts';

// Registration e-mails through a real SMTP server: the double opt-in link (nothing the visitor typed
// in it, 3 an hour to one address), the confirmation with its .ics (read back by an iCalendar
// parser), the waiting-list e-mail, and the cancel link that promotes the first one waiting.

const PUBLIC_URL = 'https://lss.test';
let sink: SmtpSink;
let t: TestApp;
let token: string;
let client = 0;

beforeAll(async () => {
  ({ sink, t, token } = await startMailApp(PUBLIC_URL));
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const eventDate = '2031-03-14T18:30:00.000Z';
const dinner = (capacity: number) =>
  postEvent(t, token, {
    title: 'Annual Dinner & Awards',
    description: 'Dinner in the Great Hall.',
    eventDate,
    venue: 'Great Hall, Faculty of Law',
    rsvpEnabled: true,
    capacity,
  });
const register = (eventId: string, name: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvps`,
    headers: { 'x-forwarded-for': `10.7.0.${++client}` },
    payload: { name, email },
  });
/** The next e-mail to this address (taken from the sink, so the one after is found next time). */
const mailTo = (address: string) => sink.takeMailTo(address);
const confirmToken = (mail: ParsedMail) => {
  const url = new URL(/https:\/\/lss\.test\/rsvp\/confirm\?token=\S+/.exec(mail.text ?? '')![0]);
  return url.searchParams.get('token')!;
};
/** Follows the e-mailed link's button: POST /api/rsvps/confirm with its token. */
const confirmFrom = async (mail: ParsedMail) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/rsvps/confirm',
      headers: { 'x-forwarded-for': `10.7.1.${++client}` },
      payload: { token: confirmToken(mail) },
    })
  ).json();
/** Registers, and follows the link of the e-mail it brings; answers the confirmation's status. */
async function registerAndConfirm(eventId: string, name: string, email: string) {
  expect((await register(eventId, name, email)).json()).toEqual({ status: 'pending' });
  return confirmFrom(await mailTo(email));
}
const cancelToken = (mail: ParsedMail) => {
  const url = new URL(/https:\/\/lss\.test\/rsvp\/cancel\?token=\S+/.exec(mail.text ?? '')![0]);
  return url.searchParams.get('token')!;
};
const summary = async (eventId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json().rsvp;

describe('registration e-mails', () => {
  it('e-mails a confirmation link that carries nothing the visitor typed; the seat comes with the link', async () => {
    const eventId = await dinner(10);
    const pending = await register(eventId, '<b>Win a prize</b> at evil.test', 'someone@student.test');
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({ status: 'pending' });
    const link = await mailTo('someone@student.test');
    expect(link.subject).toMatch(/^Confirm your registration: Annual Dinner & Awards · /);
    expect(link.text).toMatch(/^Hello,/);
    expect(link.text).toContain('Great Hall, Faculty of Law');
    for (const part of [link.text, String(link.html), link.subject]) {
      expect(part).not.toContain('prize');
      expect(part).not.toContain('evil.test');
    }
    expect(link.attachments).toEqual([]);
    expect(confirmToken(link)).toMatch(/^[\w-]{43}$/);
    expect(await summary(eventId)).toMatchObject({ confirmed: 0, waitlisted: 0 });
    expect(await confirmFrom(link)).toEqual({ status: 'confirmed' });
    expect(await summary(eventId)).toMatchObject({ confirmed: 1 });
    // The seat's e-mail follows the confirmation.
    expect((await mailTo('someone@student.test')).subject).toMatch(/^You are registered/);
  });

  it('lets 100 invented addresses take no seat: the real person after them confirms by the link and gets one', async () => {
    const eventId = await dinner(5);
    const invented = await Promise.all(
      Array.from({ length: 100 }, (_, n) => register(eventId, `Bot ${n}`, `nobody${n}@invented.test`)),
    );
    expect(invented.map((response) => response.statusCode).filter((code) => code !== 202)).toEqual([]);
    // What the event page shows as seats left: capacity less confirmed, still 5 of 5.
    expect(await summary(eventId)).toEqual({ enabled: true, capacity: 5, confirmed: 0, waitlisted: 0 });

    expect(await registerAndConfirm(eventId, 'Real Student', 'real@student.test')).toEqual({
      status: 'confirmed',
    });
    expect(await summary(eventId)).toMatchObject({ confirmed: 1, waitlisted: 0 });
    for (let n = 0; n < 100; n++) await mailTo(`nobody${n}@invented.test`);
  }, 60_000);

  it('sends one address at most 3 confirmation links an hour, however often it is registered', async () => {
    const events = [await dinner(10), await dinner(10)];
    for (let n = 0; n < 5; n++) {
      const answer = await register(events[n % 2]!, 'Anyone', 'inbox@student.test');
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ status: 'pending' });
    }
    const links = [];
    for (let n = 0; n < 3; n++) links.push(await mailTo('inbox@student.test'));
    await expect(mailTo('inbox@student.test')).rejects.toThrow('no e-mail');
    // The latest link of each registration works; one registration per event and address.
    expect(await confirmFrom(links[2]!)).toEqual({ status: 'confirmed' });
    expect(await confirmFrom(links[1]!)).toEqual({ status: 'confirmed' });
    for (const eventId of events) expect(await summary(eventId)).toMatchObject({ confirmed: 1 });
  }, 20_000);

  it("confirms a seat with the event's .ics attached and a cancel link", async () => {
    const eventId = await dinner(10);
    expect(await registerAndConfirm(eventId, 'Ada Obi', 'ada@student.test')).toEqual({ status: 'confirmed' });

    const mail = await mailTo('ada@student.test');
    expect(mail.subject).toMatch(/^You are registered: Annual Dinner & Awards · /);
    expect(mail.text).toContain('Dear Ada Obi,');
    expect(mail.text).toContain('Great Hall, Faculty of Law');
    expect(String(mail.html)).toContain('Cancel my registration');

    const [ics] = mail.attachments;
    expect(ics).toMatchObject({ filename: 'event.ics', contentType: 'text/calendar' });
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const entry = new ICAL.Event(vevents[0]!);
    expect(entry.summary).toBe('Annual Dinner & Awards');
    expect(entry.location).toBe('Great Hall, Faculty of Law');
    expect(entry.startDate.toJSDate().toISOString()).toBe(eventDate);
    // The same entry as the event page's "Add to calendar": a calendar app keeps one.
    expect(entry.uid).toBe(`event-${eventId}@lss.test`);

    expect(cancelToken(mail)).toMatch(/^[\w-]{43}$/);
  });

  it('a cancellation promotes the first on the waiting list, who is e-mailed a seat and the .ics', async () => {
    const eventId = await dinner(1);
    await registerAndConfirm(eventId, 'Ada Obi', 'ada2@student.test');
    const adaMail = await mailTo('ada2@student.test');
    expect(await registerAndConfirm(eventId, 'Bola Ade', 'bola@student.test')).toEqual({
      status: 'waitlisted',
    });
    expect(await registerAndConfirm(eventId, 'Chidi Eze', 'chidi@student.test')).toEqual({
      status: 'waitlisted',
    });
    const bolaWaiting = await mailTo('bola@student.test');
    expect(bolaWaiting.subject).toMatch(/^You are on the waiting list: Annual Dinner & Awards/);
    expect(bolaWaiting.attachments).toEqual([]);
    await mailTo('chidi@student.test');

    // The link opens a page that asks first: reading it cancels nothing.
    const adaToken = cancelToken(adaMail);
    const preview = await t.app.inject({ method: 'GET', url: `/api/rsvps/cancel?token=${adaToken}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      name: 'Ada Obi',
      status: 'confirmed',
      event: { title: 'Annual Dinner & Awards', eventDate },
    });
    expect(await summary(eventId)).toMatchObject({ confirmed: 1, waitlisted: 2 });

    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps/cancel',
      payload: { token: adaToken },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: rsvpMessages.cancelled });
    expect(await summary(eventId)).toMatchObject({ confirmed: 1, waitlisted: 1 });

    const promotion = await mailTo('bola@student.test');
    expect(promotion.subject).toMatch(/^A seat is yours: Annual Dinner & Awards/);
    expect(promotion.text).toContain('you are no longer on the waiting list');
    const entry = new ICAL.Event(
      new ICAL.Component(ICAL.parse(promotion.attachments[0]!.content.toString('utf8'))).getFirstSubcomponent(
        'vevent',
      )!,
    );
    expect(entry.summary).toBe('Annual Dinner & Awards');

    const list = (
      await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/rsvps`, headers: bearer(token) })
    ).json();
    expect(list.map((row: { name: string; status: string }) => [row.name, row.status])).toEqual([
      ['Ada Obi', 'cancelled'],
      ['Bola Ade', 'confirmed'],
      ['Chidi Eze', 'waitlisted'],
    ]);

    // Used once: the same link again, or a made-up one, is refused with a clear message.
    for (const used of [adaToken, 'not-a-token']) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/rsvps/cancel',
        payload: { token: used },
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: rsvpMessages.cancelLinkInvalid });
    }
    // Cancelled, the address may register again (and waits behind Chidi).
    expect(await registerAndConfirm(eventId, 'Ada Obi', 'ada2@student.test')).toEqual({
      status: 'waitlisted',
    });
    await mailTo('ada2@student.test');

    // The promotion e-mail's link cancels Bola's seat in turn, and Chidi moves up.
    await t.app.inject({
      method: 'POST',
      url: '/api/rsvps/cancel',
      payload: { token: cancelToken(promotion) },
    });
    expect((await mailTo('chidi@student.test')).subject).toMatch(/^A seat is yours/);
  });
});
