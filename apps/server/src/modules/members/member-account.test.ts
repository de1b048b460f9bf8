import { membersMessages } from '@lss/shared/members-messages';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { eq, or } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  eventRsvps,
  events,
  memberLinks,
  memberSessions,
  members,
  newsletterSubscribers,
} from '../../db/schema/index.ts';
import { ERASED_EMAIL_DOMAIN } from '../../lib/erasure.ts';
import { postEvent } from '../../testing/event-fixtures.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, createTestApp, TEST_DATABASE, type TestApp } from '../../testing/test-app.ts';

// The member's own side of issue 27: GET/PUT /api/members/me with the newsletter (one list with the
// subscribers), one-click event registration, My registrations and their cancel, the export and the
// erasure (decision 029), and My account's plain forms. Real SMTP (the sink), PGlite or PostgreSQL.

const DAY = 24 * 60 * 60 * 1000;
const STUDENTS = 'students.unilorin.edu.ng';
let client = 0;
const nextIp = () => `10.28.${Math.floor(++client / 250)}.${client % 250}`;
const linkToken = (mail: ParsedMail) =>
  decodeURIComponent(/\/members\/sign-in\?token=([^\s"&]+)/.exec(mail.text ?? '')![1]!);
const newsletterToken = (mail: ParsedMail) =>
  /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;

describe("the member's account", () => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: string;
  let people = 0;

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-forwarded-for': nextIp(), ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const form = (url: string, cookie: string | undefined, fields: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': nextIp(),
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const me = (cookie: string) => inject('GET', '/api/members/me', cookie);
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    `lss_member=${response.cookies.find((c) => c.name === 'lss_member')!.value}`;

  /** Joins through the API and uses the e-mailed link: verified at the student domain, else active. */
  async function signedIn(name = 'Ada Obi', domain = STUDENTS) {
    people += 1;
    const email = `member${people}@${domain}`;
    const joined = await inject('POST', '/api/members/join', undefined, {
      fullName: name,
      email,
      level: '300L',
    });
    expect(joined.statusCode).toBe(202);
    await t.app.services.members.idle();
    const [mail] = await sink.waitForMailsTo(email, 1);
    const opened = await inject('POST', '/api/members/session', undefined, { token: linkToken(mail!) });
    expect(opened.statusCode).toBe(200);
    return { cookie: cookieOf(opened), email, id: opened.json()._id as string, name };
  }

  const createEvent = (overrides: Record<string, unknown> = {}): Promise<string> =>
    postEvent(t, admin, {
      title: 'Moot Court Final',
      description: 'The final round.',
      venue: 'Moot Court Room',
      ...overrides,
    });
  const oneClick = (eventId: string, cookie: string) =>
    inject('POST', `/api/events/${eventId}/rsvps`, cookie);
  const rowsOf = (eventId: string) =>
    t.database.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
  const subscriberRow = async (email: string) =>
    (
      await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    )[0];
  /** The subscriber screen's answer for one address. */
  async function onSubscriberScreen(email: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/subscribers?q=${encodeURIComponent(email)}&page=1&limit=10`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const [found] = response.json() as { email: string; status: string; _id: string }[];
    return found ?? null;
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      TRUST_PROXY: 'loopback',
      SMTP_URL: sink.url,
      MAIL_FROM: 'LSS <web@lss.test>',
      PUBLIC_URL: 'https://lss.test',
    });
    admin = await t.adminToken();
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { ...DEFAULT_SITE_SETTINGS, studentEmailDomains: [STUDENTS] },
    });
    expect(settings.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  describe('the newsletter is one list', () => {
    it('a member turns it on (confirmed at once, no e-mail) and off; the subscriber screen agrees', async () => {
      const { cookie, email } = await signedIn('Bisi Ade');
      expect((await me(cookie)).json()).toMatchObject({ email, newsletter: false });
      expect(await onSubscriberScreen(email)).toBeNull();

      const on = await inject('PUT', '/api/members/me', cookie, { newsletter: true });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ newsletter: true, fullName: 'Bisi Ade' });
      expect(await onSubscriberScreen(email)).toMatchObject({ status: 'confirmed' });
      expect(await subscriberRow(email)).toMatchObject({ name: 'Bisi Ade', confirmTokenHash: null });
      // Only the joining e-mail: no second confirmation for a confirmed address.
      expect(sink.mailsTo(email)).toHaveLength(1);

      const off = await inject('PUT', '/api/members/me', cookie, { newsletter: false });
      expect(off.json()).toMatchObject({ newsletter: false });
      expect(await onSubscriberScreen(email)).toMatchObject({ status: 'unsubscribed' });
      expect((await me(cookie)).json().newsletter).toBe(false);

      // On again: the same row, confirmed again.
      await inject('PUT', '/api/members/me', cookie, { newsletter: true });
      expect(await onSubscriberScreen(email)).toMatchObject({ status: 'confirmed' });
      const rows = await t.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(rows).toHaveLength(1);

      const audit = await t.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entityType, 'member'));
      expect(audit.map((entry) => entry.summary)).toEqual(
        expect.arrayContaining(['Turned the newsletter on', 'Turned the newsletter off']),
      );
      expect(JSON.stringify(audit)).not.toContain(email);
    });

    it('a confirmed subscriber who joins is a member with the newsletter on, confirmed once', async () => {
      people += 1;
      const email = `member${people}@${STUDENTS}`;
      const asked = await inject('POST', '/api/newsletter/subscribers', undefined, { email, name: 'Chidi' });
      expect(asked.statusCode).toBe(202);
      const [confirmation] = await sink.waitForMailsTo(email, 1);
      const confirmed = await inject('POST', '/api/newsletter/confirm', undefined, {
        token: newsletterToken(confirmation!),
      });
      expect(confirmed.statusCode).toBe(200);

      const joined = await inject('POST', '/api/members/join', undefined, {
        fullName: 'Chidi Okafor',
        email,
        level: '200L',
      });
      expect(joined.statusCode).toBe(202);
      await t.app.services.members.idle();
      const mails = await sink.waitForMailsTo(email, 2);
      const opened = await inject('POST', '/api/members/session', undefined, { token: linkToken(mails[1]!) });
      expect(opened.json()).toMatchObject({ newsletter: true, status: 'verified' });
      const cookie = cookieOf(opened);
      expect((await me(cookie)).json().newsletter).toBe(true);
      // One newsletter confirmation and one membership confirmation: nothing asks twice.
      expect(sink.mailsTo(email)).toHaveLength(2);

      // Unsubscribing by the newsletter's link is the member's preference too.
      const row = await subscriberRow(email);
      const left = await inject('POST', '/api/newsletter/unsubscribe', undefined, {
        token: row!.unsubscribeToken,
      });
      expect(left.statusCode).toBe(200);
      expect((await me(cookie)).json().newsletter).toBe(false);

      // And the subscriber screen's removal.
      await inject('PUT', '/api/members/me', cookie, { newsletter: true });
      const subscriber = await onSubscriberScreen(email);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/newsletter/subscribers/${subscriber!._id}`,
        headers: bearer(admin),
      });
      expect(removed.statusCode).toBe(200);
      expect((await me(cookie)).json().newsletter).toBe(false);
    });

    it('refuses a newsletter that is not true or false', async () => {
      const { cookie } = await signedIn();
      const response = await inject('PUT', '/api/members/me', cookie, { newsletter: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ newsletter: 'Newsletter must be true or false.' });
    });
  });

  describe('event registration in one click', () => {
    it('a verified member is registered at once, as themselves, with no e-mail; others keep the double opt-in', async () => {
      const eventId = await createEvent({ capacity: 1 });
      const ada = await signedIn('Ada Obi');
      const first = await oneClick(eventId, ada.cookie);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toEqual({ status: 'confirmed' });
      const [row] = await rowsOf(eventId);
      expect(row).toMatchObject({ memberId: ada.id, name: 'Ada Obi', email: ada.email, status: 'confirmed' });

      // A body naming someone else is the member still: a session skips nobody else's opt-in.
      const ben = await signedIn('Ben Eze');
      const second = await inject('POST', `/api/events/${eventId}/rsvps`, ben.cookie, {
        name: 'Someone Else',
        email: 'someone@else.test',
      });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual({ status: 'waitlisted' });
      expect((await rowsOf(eventId)).map((r) => r.email).sort()).toEqual([ada.email, ben.email].sort());

      const event = await inject('GET', `/api/events/${eventId}`);
      expect(event.json().rsvp).toMatchObject({ confirmed: 1, waitlisted: 1 });

      // An active (not verified) member and a visitor: 202 pending and a confirmation e-mail.
      const active = await signedIn('Tolu Ade', 'gmail.test');
      const pending = await inject('POST', `/api/events/${eventId}/rsvps`, active.cookie, {
        name: 'Tolu Ade',
        email: active.email,
      });
      expect(pending.statusCode).toBe(202);
      expect(pending.json()).toEqual({ status: 'pending' });
      await sink.waitForMailsTo(active.email, 2);
      // The members' one-click registrations sent nothing (the visitor's e-mail above came after them).
      expect(sink.mailsTo(ada.email)).toHaveLength(1);
      expect(sink.mailsTo(ben.email)).toHaveLength(1);
      const visitor = await inject('POST', `/api/events/${eventId}/rsvps`);
      expect(visitor.statusCode).toBe(400);

      const mine = await inject('GET', '/api/members/me/registrations', ada.cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(mine.json()).toEqual([
        {
          _id: row!.id,
          status: 'confirmed',
          registeredAt: expect.any(String),
          event: {
            _id: eventId,
            title: 'Moot Court Final',
            eventDate: expect.any(String),
            venue: 'Moot Court Room',
          },
          url: `/events/${eventId}`,
          cancellable: true,
        },
      ]);
      expect((await inject('GET', '/api/members/me/registrations')).statusCode).toBe(401);
    });

    it('20 simultaneous clicks by one member record one registration', async () => {
      const eventId = await createEvent();
      const { cookie, email } = await signedIn();
      const answers = await Promise.all(Array.from({ length: 20 }, () => oneClick(eventId, cookie)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
        rsvpMessages.alreadyRegistered,
      );
      const rows = await rowsOf(eventId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email, status: 'confirmed' });
    });

    it('on PostgreSQL, two instances sharing the database still record one', async () => {
      if (TEST_DATABASE !== 'postgres') return;
      const other = await createTestApp({ TRUST_PROXY: 'loopback' }, { databaseUrl: t.databaseUrl! });
      try {
        const eventId = await createEvent();
        const { cookie } = await signedIn();
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 ? other : t).app.inject({
              method: 'POST',
              url: `/api/events/${eventId}/rsvps`,
              headers: { cookie, 'x-forwarded-for': nextIp() },
            }),
          ),
        );
        expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
        expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
        expect(await rowsOf(eventId)).toHaveLength(1);
      } finally {
        await other.close();
      }
    });

    it("a visitor's pending registration with the member's address takes the seat, one row", async () => {
      const eventId = await createEvent();
      const { cookie, email, id } = await signedIn();
      await t.app.services.members.idle();
      const asVisitor = await inject('POST', `/api/events/${eventId}/rsvps`, undefined, {
        name: 'Ada',
        email,
      });
      expect(asVisitor.statusCode).toBe(202);
      expect((await oneClick(eventId, cookie)).statusCode).toBe(201);
      const rows = await rowsOf(eventId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'confirmed', memberId: id });
    });

    it('refuses a closed event, an unknown one and one that started', async () => {
      const { cookie } = await signedIn();
      const closed = await createEvent({ rsvpEnabled: false });
      expect((await oneClick(closed, cookie)).json()).toEqual({ message: rsvpMessages.notOpen });
      expect((await oneClick('00000000-0000-4000-8000-000000000000', cookie)).statusCode).toBe(404);
      const started = await createEvent();
      await t.database.db
        .update(events)
        .set({ eventDate: new Date(Date.now() - DAY) })
        .where(eq(events.id, started));
      const late = await oneClick(started, cookie);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(rsvpMessages.eventStarted);
    });

    it("the event page's plain form registers a verified member in one click, with no fields", async () => {
      const eventId = await createEvent();
      const { cookie, id } = await signedIn();
      const posted = await form(`/events/${eventId}/register`, cookie);
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(`/events/${eventId}?registration=confirmed#register`);
      expect((await rowsOf(eventId))[0]).toMatchObject({ memberId: id, status: 'confirmed' });
      const again = await form(`/events/${eventId}/register`, cookie);
      expect(again.headers.location).toBe(`/events/${eventId}?registration=registered#register`);
      // Without the cookie the form still needs its fields.
      const visitor = await form(`/events/${eventId}/register`, undefined);
      expect(visitor.headers.location).toBe(`/events/${eventId}?registration=invalid#register`);
    });
  });

  describe('my registrations', () => {
    it('cancels one of mine (the seat goes to the first waiting), not anyone else’s, not after the start', async () => {
      const eventId = await createEvent({ capacity: 1 });
      const ada = await signedIn('Ada Obi');
      const ben = await signedIn('Ben Eze');
      await oneClick(eventId, ada.cookie);
      await oneClick(eventId, ben.cookie);
      const [adas] = (await inject('GET', '/api/members/me/registrations', ada.cookie)).json();

      const notMine = await inject('POST', `/api/members/me/registrations/${adas._id}/cancel`, ben.cookie);
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json().message).toBe(membersMessages.registrationNotFound);

      const cancelled = await inject('POST', `/api/members/me/registrations/${adas._id}/cancel`, ada.cookie);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({ message: membersMessages.registrationCancelled });
      // Ben had the waiting list's first place: promoted, and e-mailed as the cancel link does.
      expect((await inject('GET', '/api/members/me/registrations', ben.cookie)).json()[0].status).toBe(
        'confirmed',
      );
      await sink.waitForMailsTo(ben.email, 2);
      const [after] = (await inject('GET', '/api/members/me/registrations', ada.cookie)).json();
      expect(after).toMatchObject({ status: 'cancelled', cancellable: false });
      const twice = await inject('POST', `/api/members/me/registrations/${adas._id}/cancel`, ada.cookie);
      expect(twice.statusCode).toBe(404);

      // Once the event has started, a registration stays.
      await t.database.db
        .update(events)
        .set({ eventDate: new Date(Date.now() - DAY) })
        .where(eq(events.id, eventId));
      const [bens] = (await inject('GET', '/api/members/me/registrations', ben.cookie)).json();
      expect(bens.cancellable).toBe(false);
      const late = await inject('POST', `/api/members/me/registrations/${bens._id}/cancel`, ben.cookie);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(membersMessages.registrationStarted);
      expect((await inject('POST', '/api/members/me/registrations/nope/cancel', ben.cookie)).statusCode).toBe(
        404,
      );
    });
  });

  describe('download my data', () => {
    it('is a JSON attachment of the member’s details, newsletter, registrations and receipts, and only theirs', async () => {
      const eventId = await createEvent({ title: 'Law Week Dinner' });
      const ada = await signedIn('Ada Obi');
      const ben = await signedIn('Ben Eze');
      await oneClick(eventId, ada.cookie);
      await oneClick(eventId, ben.cookie);
      await inject('PUT', '/api/members/me', ada.cookie, { newsletter: true, matricNumber: '19/55EA777' });

      const response = await inject('GET', '/api/members/me/export', ada.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="membership-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.json();
      expect(data).toMatchObject({
        exportedAt: expect.any(String),
        member: {
          fullName: 'Ada Obi',
          email: ada.email,
          matricNumber: '19/55EA777',
          level: '300L',
          status: 'verified',
          newsletter: true,
        },
        registrations: [{ status: 'confirmed', event: { _id: eventId, title: 'Law Week Dinner' } }],
        electionsVotedIn: [],
      });
      expect(response.body).not.toContain(ben.email);
      expect((await inject('GET', '/api/members/me/export')).statusCode).toBe(401);
      // A staff token is not a member.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/members/me/export', headers: bearer(admin) }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('delete my membership', () => {
    it('erases the person and keeps their registrations without them', async () => {
      const full = await createEvent({ capacity: 1, title: 'Full Event' });
      const open = await createEvent({ title: 'Open Event' });
      const past = await createEvent({ title: 'Past Event' });
      const ada = await signedIn('Adaeze Nwosu');
      const ben = await signedIn('Ben Eze');
      await oneClick(full, ben.cookie);
      expect((await oneClick(full, ada.cookie)).json()).toEqual({ status: 'waitlisted' });
      await oneClick(open, ada.cookie);
      await oneClick(past, ada.cookie);
      await t.database.db
        .update(events)
        .set({ eventDate: new Date(Date.now() - DAY) })
        .where(eq(events.id, past));
      await inject('PUT', '/api/members/me', ada.cookie, { newsletter: true });
      const counts = async (id: string) => (await inject('GET', `/api/events/${id}`)).json().rsvp;
      const openBefore = await counts(open);

      const deleted = await inject('DELETE', '/api/members/me', ada.cookie);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: membersMessages.membershipDeleted });
      expect(String(deleted.headers['set-cookie'])).toMatch(/^lss_member=;/);
      expect((await me(ada.cookie)).statusCode).toBe(401);

      // The person is gone: the member, their links and sessions, their subscription.
      const db = t.database.db;
      expect(await db.select().from(members).where(eq(members.id, ada.id))).toEqual([]);
      expect(await db.select().from(memberSessions).where(eq(memberSessions.memberId, ada.id))).toEqual([]);
      expect(await db.select().from(memberLinks).where(eq(memberLinks.memberId, ada.id))).toEqual([]);
      expect(await subscriberRow(ada.email)).toBeUndefined();
      expect(await onSubscriberScreen(ada.email)).toBeNull();

      // Their registrations are kept without them: seats still counted, the waiting place given up.
      const kept = await db
        .select()
        .from(eventRsvps)
        .where(or(eq(eventRsvps.eventId, open), eq(eventRsvps.eventId, past), eq(eventRsvps.eventId, full)));
      const erased = kept.filter((row) => row.email.endsWith(`@${ERASED_EMAIL_DOMAIN}`));
      expect(erased).toHaveLength(3);
      for (const row of erased) {
        expect(row).toMatchObject({ name: '', memberId: null, confirmTokenHash: null });
        expect(row.email).toBe(`erased-${row.id}@${ERASED_EMAIL_DOMAIN}`);
      }
      expect(erased.find((row) => row.eventId === full)!.status).toBe('cancelled');
      expect(erased.find((row) => row.eventId === open)!.status).toBe('confirmed');
      expect(await counts(open)).toEqual(openBefore);
      expect(await counts(full)).toMatchObject({ confirmed: 1, waitlisted: 0 });
      expect(JSON.stringify(kept)).not.toContain(ada.email);
      expect(JSON.stringify(kept)).not.toContain('Adaeze');

      // The audit log names nobody: not the e-mail, not the name.
      const audit = await db.select().from(activityLog).where(eq(activityLog.entityId, ada.id));
      expect(audit.length).toBeGreaterThan(2);
      expect(JSON.stringify(audit)).not.toContain(ada.email);
      expect(JSON.stringify(audit)).not.toContain('Adaeze');
      expect(audit.at(-1)).toMatchObject({ actorName: membersMessages.formerMember, action: 'deleted' });

      // The address is free again: it may join, subscribe or register anew; and a second erased
      // member at the same event keeps the index of one address per event valid.
      expect(
        (await inject('POST', `/api/events/${open}/rsvps`, undefined, { name: 'Ada', email: ada.email }))
          .statusCode,
      ).toBe(202);
      const chika = await signedIn('Chika Obi');
      await oneClick(open, chika.cookie);
      expect((await inject('DELETE', '/api/members/me', chika.cookie)).statusCode).toBe(200);
      expect((await inject('DELETE', '/api/members/me', chika.cookie)).statusCode).toBe(401);
    });
  });

  describe("My account's plain forms", () => {
    it('edit, newsletter, cancel, delete (ticked), sign out: 303s naming the outcome', async () => {
      const eventId = await createEvent();
      const { cookie, id } = await signedIn('Dayo Bello');
      const saved = await form('/members/account/details', cookie, {
        fullName: 'Dayo A. Bello',
        level: '400L',
        matricNumber: '19/55ea900',
      });
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toBe('/members/account?saved=details#details');
      expect((await me(cookie)).json()).toMatchObject({
        fullName: 'Dayo A. Bello',
        level: '400L',
        matricNumber: '19/55EA900',
      });
      const bad = await form('/members/account/details', cookie, { fullName: '', level: '400L' });
      expect(bad.headers.location).toBe('/members/account?failed=fullName#details');
      const other = await signedIn('Efe Obi');
      const taken = await form('/members/account/details', other.cookie, {
        fullName: 'Efe Obi',
        level: '100L',
        matricNumber: '19/55EA900',
      });
      expect(taken.headers.location).toBe('/members/account?failed=matricNumberTaken#details');

      const on = await form('/members/account/newsletter', cookie, { newsletter: 'true' });
      expect(on.headers.location).toBe('/members/account?saved=newsletter-on#newsletter');
      expect((await me(cookie)).json().newsletter).toBe(true);
      const off = await form('/members/account/newsletter', cookie, { newsletter: 'false' });
      expect(off.headers.location).toBe('/members/account?saved=newsletter-off#newsletter');
      expect((await me(cookie)).json().newsletter).toBe(false);

      await oneClick(eventId, cookie);
      const [registration] = (await inject('GET', '/api/members/me/registrations', cookie)).json();
      const cancelled = await form(`/members/account/registrations/${registration._id}/cancel`, cookie);
      expect(cancelled.headers.location).toBe('/members/account?saved=cancelled#registrations');
      const again = await form(`/members/account/registrations/${registration._id}/cancel`, cookie);
      expect(again.headers.location).toBe('/members/account?failed=registration#registrations');

      const unticked = await form('/members/account/delete', cookie);
      expect(unticked.headers.location).toBe('/members/account?failed=confirm#delete');
      expect((await me(cookie)).statusCode).toBe(200);

      const signedOut = await form('/members/sign-out', other.cookie);
      expect(signedOut.headers.location).toBe('/members/account?signedOut=1');
      expect(String(signedOut.headers['set-cookie'])).toMatch(/^lss_member=;/);
      expect((await me(other.cookie)).statusCode).toBe(401);

      const ticked = await form('/members/account/delete', cookie, { confirm: 'yes' });
      expect(ticked.headers.location).toBe('/members/account?deleted=1');
      expect(String(ticked.headers['set-cookie'])).toMatch(/^lss_member=;/);
      expect(await t.database.db.select().from(members).where(eq(members.id, id))).toEqual([]);

      // Without a live session: back to the page, which offers to sign in.
      const expired = await form('/members/account/newsletter', cookie, { newsletter: 'true' });
      expect(expired.headers.location).toBe('/members/account?failed=session');
    });

    it('signs out everywhere', async () => {
      const { cookie, email } = await signedIn();
      const signIn = await inject('POST', '/api/members/sign-in', undefined, { email });
      expect(signIn.statusCode).toBe(202);
      await t.app.services.members.idle();
      const mails = await sink.waitForMailsTo(email, 2);
      const second = cookieOf(
        await inject('POST', '/api/members/session', undefined, { token: linkToken(mails[1]!) }),
      );
      const out = await form('/members/sign-out', cookie, { everywhere: 'true' });
      expect(out.headers.location).toBe('/members/account?signedOut=everywhere');
      expect((await me(second)).statusCode).toBe(401);
    });
  });
});
