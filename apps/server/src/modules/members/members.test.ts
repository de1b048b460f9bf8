import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, memberLinks, memberSessions, members } from '../../db/schema/index.ts';
import { PUBLIC_READ } from '../../plugins/http-caching.ts';
import { PUBLIC_FORM_CEILING, SAME_EMAIL_PER_ADDRESS } from '../../plugins/rate-limits.ts';
import { memberMailApp } from '../../testing/member-mail-app.ts';
import { linkToken } from '../../testing/member-sessions.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, createTestApp } from '../../testing/test-app.ts';
import { MEMBER_LINKS_PER_HOUR } from './members.service.ts';

// decisions.md, Members (issue 27, first step): joining, single-use links by e-mail through a real
// SMTP server, the member cookie, sessions in the database, and the attacker's side.

const JOINED = 'Check your inbox: we sent you a link to confirm your e-mail address.';
const SIGN_IN_SENT =
  'If this address belongs to a member, we sent it a sign-in link. It works once, for 1 hour.';
const HOUR = 60 * 60 * 1000;

describe('members', () => {
  const m = memberMailApp({ studentDomain: 'Students.Unilorin.edu.ng' });
  const { nextIp, waitForMails, me } = m;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    m.t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': nextIp(), ...headers } });
  const join = (payload: object, from = nextIp()) =>
    post('/api/members/join', payload, { 'x-forwarded-for': from });
  const signIn = (email: string, from = nextIp()) =>
    post('/api/members/sign-in', { email }, { 'x-forwarded-for': from });
  const session = (token: string) => post('/api/members/session', { token });
  /** The mails to `address` once every answer's background work is done. */
  async function mails(address: string) {
    await m.t.app.services.members.idle();
    return m.sink.mailsTo(address);
  }
  /** The `name=value` of the member cookie a response set. */
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const found = response.cookies.find((c) => c.name === 'lss_member');
    return `lss_member=${found!.value}`;
  };
  async function signedInMember(email: string, extra: object = {}) {
    expect((await join({ fullName: 'Ada Obi', email, level: '200L', ...extra })).statusCode).toBe(202);
    const mails = await waitForMails(email, 1);
    const response = await session(linkToken(mails.at(-1)!));
    expect(response.statusCode).toBe(200);
    return { cookie: cookieOf(response), member: response.json() };
  }

  beforeAll(() => {
    expect(m.studentEmailDomains).toEqual(['students.unilorin.edu.ng']);
  });

  it('join → e-mail → session → me; a student domain is verified at once, with a secure cookie', async () => {
    const email = 'ada@students.unilorin.edu.ng';
    const response = await join({
      fullName: ' Ada Obi ',
      email: 'Ada@Students.Unilorin.edu.ng',
      matricNumber: '19/55ea123',
      level: '300L',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: JOINED });
    expect(response.headers['set-cookie']).toBeUndefined();

    const [mail] = await waitForMails(email, 1);
    expect(mail!.subject).toBe(`Confirm your membership · ${DEFAULT_SITE_SETTINGS.societyName}`);
    expect(mail!.text).toContain('https://lss.test/members/sign-in?token=');
    const [row] = await m.t.database.db.select().from(members).where(eq(members.email, email));
    expect(row).toMatchObject({
      status: 'pending',
      fullName: 'Ada Obi',
      matricNumber: '19/55EA123',
      level: '300L',
      // The session current when they joined (the roster's filter); verified in none yet.
      joinedSession: DEFAULT_SITE_SETTINGS.currentSession,
      verifiedSession: null,
    });

    const opened = await session(linkToken(mail!));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ email, status: 'verified', fullName: 'Ada Obi', level: '300L' });
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^lss_member=[\w-]{43}; Max-Age=7776000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );

    const mine = await me(cookieOf(opened));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toMatchObject({ email, status: 'verified', matricNumber: '19/55EA123' });
    expect(mine.json().confirmedAt).not.toBeNull();
    // Verified by the student domain for the current session: 'Start a new session' counts from it.
    const [confirmed] = await m.t.database.db.select().from(members).where(eq(members.email, email));
    expect(confirmed!.verifiedSession).toBe(DEFAULT_SITE_SETTINGS.currentSession);

    // Only hashes are kept: the cookie's token is not in the table.
    const token = cookieOf(opened).split('=')[1]!;
    const sessions = await m.t.database.db.select().from(memberSessions);
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false);

    // Audited by name, without the e-mail.
    const entries = await m.t.database.db.select().from(activityLog).where(eq(activityLog.entityId, row!.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['created', 'updated']);
    for (const entry of entries) {
      expect(entry.actorId).toBeNull();
      expect(JSON.stringify(entry)).not.toContain('ada@');
    }
  });

  it('an address outside the student domains is active, not verified', async () => {
    const { member } = await signedInMember('bola@gmail.test');
    expect(member.status).toBe('active');
    // A look-alike domain is not a student domain.
    const { member: other } = await signedInMember('eve@students.unilorin.edu.ng.evil.test');
    expect(other.status).toBe('active');
  });

  it('answers join and sign-in alike for members and strangers; links go to members only', async () => {
    await signedInMember('chi@gmail.test');
    const known = await join({ fullName: 'Someone Else', email: 'chi@gmail.test', level: '100L' });
    const stranger = await join({ fullName: 'New Person', email: 'new@gmail.test', level: '100L' });
    expect([known.statusCode, stranger.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(stranger.body);
    // The member got a sign-in link, not a second membership; their name did not change.
    const chi = await waitForMails('chi@gmail.test', 2);
    expect(chi[1]!.subject).toBe(`Your sign-in link · ${DEFAULT_SITE_SETTINGS.societyName}`);
    const rows = await m.t.database.db.select().from(members).where(eq(members.email, 'chi@gmail.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullName).toBe('Ada Obi');

    const member = await signIn('chi@gmail.test');
    const nobody = await signIn('nobody@gmail.test');
    expect([member.statusCode, nobody.statusCode]).toEqual([202, 202]);
    expect(member.body).toBe(nobody.body);
    expect(member.json()).toEqual({ message: SIGN_IN_SENT });
    expect(await waitForMails('chi@gmail.test', 3)).toHaveLength(3);
    expect(await mails('nobody@gmail.test')).toHaveLength(0);

    const again = await session(linkToken(m.sink.mailsTo('chi@gmail.test')[2]!));
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('active');
  });

  it('a matriculation number already used by someone else: the same 202, nothing created', async () => {
    await signedInMember('dayo@gmail.test', { matricNumber: '20/55EB001' });
    const response = await join({
      fullName: 'Copy Cat',
      email: 'copy@gmail.test',
      matricNumber: '20/55eb001',
      level: '200L',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: JOINED });
    expect(await mails('copy@gmail.test')).toHaveLength(0);
    expect(await m.t.database.db.select().from(members).where(eq(members.email, 'copy@gmail.test'))).toEqual(
      [],
    );
  });

  it('a link works once, for an hour; unknown, used and expired tokens are refused clearly', async () => {
    expect((await join({ fullName: 'Efe Uche', email: 'efe@gmail.test', level: 'Alumni' })).statusCode).toBe(
      202,
    );
    const [mail] = await waitForMails('efe@gmail.test', 1);
    const token = linkToken(mail!);
    expect((await session(token)).statusCode).toBe(200);
    const reused = await session(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This link is invalid or has already been used. Ask for a new one.');
    const unknown = await session('not-a-real-token');
    expect(unknown.statusCode).toBe(400);

    expect((await signIn('efe@gmail.test')).statusCode).toBe(202);
    const [, late] = await waitForMails('efe@gmail.test', 2);
    m.t.clock.advance(HOUR + 1000);
    const expired = await session(linkToken(late!));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This link has expired. Ask for a new one.');

    // A day after, an expired link is gone once the member is sent another: the table keeps no history.
    m.t.clock.advance(24 * HOUR);
    expect((await signIn('efe@gmail.test')).statusCode).toBe(202);
    await waitForMails('efe@gmail.test', 3);
    const gone = await session(linkToken(late!));
    expect(gone.statusCode).toBe(400);
    const [efe] = await m.t.database.db.select().from(members).where(eq(members.email, 'efe@gmail.test'));
    const links = await m.t.database.db.select().from(memberLinks).where(eq(memberLinks.memberId, efe!.id));
    expect(links).toHaveLength(1);
  });

  it('e-mails one member at most 5 links an hour, whoever asks', async () => {
    await signedInMember('kemi@gmail.test');
    for (let i = 0; i < 8; i += 1) expect((await signIn('kemi@gmail.test')).statusCode).toBe(202);
    // The join link and 4 sign-in links in the hour; the other 4 requests sent nothing.
    expect(await mails('kemi@gmail.test')).toHaveLength(MEMBER_LINKS_PER_HOUR);
  });

  it('there is no GET that uses a token', async () => {
    expect(m.t.app.hasRoute({ method: 'POST', url: '/api/members/session' })).toBe(true);
    expect(m.t.app.hasRoute({ method: 'GET', url: '/api/members/session' })).toBe(false);
    const get = await m.t.app.inject({ method: 'GET', url: '/api/members/session?token=x' });
    expect(get.statusCode).toBe(404);
  });

  it("updates the member's own details; a taken matriculation number is 409", async () => {
    const { cookie } = await signedInMember('femi@gmail.test', { matricNumber: '21/55EC010' });
    await signedInMember('gbenga@gmail.test', { matricNumber: '21/55EC011' });
    const put = (payload: object) =>
      m.t.app.inject({ method: 'PUT', url: '/api/members/me', headers: { cookie }, payload });
    const changed = await put({ fullName: 'Femi Ade', level: 'Postgraduate' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      fullName: 'Femi Ade',
      level: 'Postgraduate',
      matricNumber: '21/55EC010',
    });
    const taken = await put({ matricNumber: '21/55ec011' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({
      matricNumber: 'This matriculation number belongs to another member.',
    });
    const cleared = await put({ matricNumber: '' });
    expect(cleared.json().matricNumber).toBeNull();
    expect((await put({ email: 'other@gmail.test' })).json().email).toBe('femi@gmail.test');
  });

  it('signs out this session, or every session of the member', async () => {
    const first = await signedInMember('hauwa@gmail.test');
    expect((await signIn('hauwa@gmail.test')).statusCode).toBe(202);
    const second = await session(linkToken((await waitForMails('hauwa@gmail.test', 2))[1]!));
    const third = await (async () => {
      expect((await signIn('hauwa@gmail.test')).statusCode).toBe(202);
      return session(linkToken((await waitForMails('hauwa@gmail.test', 3))[2]!));
    })();
    const secondCookie = cookieOf(second);
    const thirdCookie = cookieOf(third);

    const out = await m.t.app.inject({
      method: 'POST',
      url: '/api/members/sign-out',
      headers: { cookie: first.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^lss_member=; Max-Age=0; Path=\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(secondCookie)).statusCode).toBe(200);

    const everywhere = await m.t.app.inject({
      method: 'POST',
      url: '/api/members/sign-out',
      headers: { cookie: secondCookie },
      payload: { everywhere: true },
    });
    expect(everywhere.statusCode).toBe(200);
    expect((await me(secondCookie)).statusCode).toBe(401);
    expect((await me(thirdCookie)).statusCode).toBe(401);

    // Signed-out sessions sign nobody in, and are not kept: the next sign-in clears them.
    expect((await signIn('hauwa@gmail.test')).statusCode).toBe(202);
    const fourth = await session(linkToken((await waitForMails('hauwa@gmail.test', 4))[3]!));
    expect((await me(cookieOf(fourth))).statusCode).toBe(200);
    const kept = await m.t.database.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.memberId, first.member._id));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.revokedAt).toBeNull();
  });

  it('a member cookie is nothing on staff routes, a staff token nothing on member routes', async () => {
    const { cookie } = await signedInMember('jide@gmail.test');
    const staff = await m.t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } });
    expect(staff.statusCode).toBe(401);
    const activity = await m.t.app.inject({ method: 'GET', url: '/api/activity', headers: { cookie } });
    expect(activity.statusCode).toBe(401);
    const users = await m.t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(m.adminToken) });
    expect(users.statusCode).toBe(200);
    const member = await m.t.app.inject({
      method: 'GET',
      url: '/api/members/me',
      headers: bearer(m.adminToken),
    });
    expect(member.statusCode).toBe(401);
    expect(member.json().message).toBe('Sign in as a member to continue.');
    const forged = await me('lss_member=forged');
    expect(forged.statusCode).toBe(401);
  });

  it('a public read sent with a member cookie is no-store, never answered from the shared cache', async () => {
    const { cookie } = await signedInMember('kemi@gmail.test');
    const visitor = await m.t.app.inject({ method: 'GET', url: '/api/events' });
    expect(visitor.headers['cache-control']).toBe(PUBLIC_READ);
    // A cached answer would replay the visitor's headers: members-only parts must not be shared.
    const theirs = await m.t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['cache-control']).toBe('no-store');
  });

  it('refuses bad input with field errors', async () => {
    const response = await join({
      fullName: '',
      email: 'not-an-email',
      matricNumber: 'DROP TABLE;',
      level: '600L',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'email',
      'fullName',
      'level',
      'matricNumber',
    ]);
    expect(response.json().errors.level).toBe('Choose a level: 100L to 500L, Postgraduate or Alumni.');
    expect((await signIn('')).statusCode).toBe(400);
    expect((await session('')).statusCode).toBe(400);
    const settings = await m.t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(m.adminToken),
      payload: { ...DEFAULT_SITE_SETTINGS, studentEmailDomains: ['https://unilorin.edu.ng'] },
    });
    expect(settings.statusCode).toBe(400);
    expect(Object.keys(settings.json().errors)[0]).toMatch(/^studentEmailDomains/);
  });

  it('lets 300 people join from one address; one address asking again and again is stopped', async () => {
    const campus = '10.99.0.1';
    const answers = [];
    for (let i = 0; i < 300; i += 1) {
      answers.push(
        (await join({ fullName: `Student ${i}`, email: `s${i}@campus.test`, level: '100L' }, campus))
          .statusCode,
      );
    }
    expect(answers.every((status) => status === 202)).toBe(true);
    await m.t.app.services.members.idle();

    // One e-mail repeated from one address is stopped early…
    const same = [];
    for (let i = 0; i < SAME_EMAIL_PER_ADDRESS + 1; i += 1)
      same.push((await signIn('loop@gmail.test', '10.99.0.2')).statusCode);
    expect(same.slice(0, SAME_EMAIL_PER_ADDRESS).every((status) => status === 202)).toBe(true);
    expect(same.at(-1)).toBe(429);

    // …and one address asking 1,000 times, whatever it names, reaches the ceiling.
    const script = '10.99.0.3';
    let stoppedAt = 0;
    for (let i = 1; i <= PUBLIC_FORM_CEILING + 1 && !stoppedAt; i += 1) {
      if ((await signIn(`probe${i}@gmail.test`, script)).statusCode === 429) stoppedAt = i;
    }
    expect(stoppedAt).toBe(PUBLIC_FORM_CEILING + 1);
  }, 120_000);

  // Moves the clock on by 91 days: last (the staff token above would expire too).
  it('a session lasts 90 days', async () => {
    const { cookie } = await signedInMember('ife@gmail.test');
    m.t.clock.advance(89 * 24 * HOUR);
    expect((await me(cookie)).statusCode).toBe(200);
    m.t.clock.advance(2 * 24 * HOUR);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Your member session has ended. Please sign in again.');
  });
});

describe('members on a site served over plain HTTP', () => {
  it('sets the member cookie without Secure', async () => {
    const sink = await startSmtpSink();
    const t = await createTestApp({
      SMTP_URL: sink.url,
      MAIL_FROM: 'LSS <web@lss.test>',
      PUBLIC_URL: 'http://localhost:3000',
    });
    try {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/members/join',
        payload: { fullName: 'Local Dev', email: 'dev@local.test', level: '100L' },
      });
      expect(joined.statusCode).toBe(202);
      await t.app.services.members.idle();
      const [mail] = await sink.waitFor(1);
      expect(mail!.text).toContain('http://localhost:3000/members/sign-in?token=');
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/members/session',
        payload: { token: linkToken(mail!) },
      });
      expect(opened.statusCode).toBe(200);
      expect(String(opened.headers['set-cookie'])).toMatch(
        /^lss_member=[\w-]{43}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/,
      );
    } finally {
      await t.close();
      await sink.stop();
    }
  });
});
