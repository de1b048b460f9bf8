import { describe, expect, it } from 'vitest';
import { PUBLIC_FORM_CEILING, SAME_EMAIL_PER_ADDRESS } from '../../plugins/rate-limits.ts';
import { memberMailApp } from '../../testing/member-mail-app.ts';
import { linkToken } from '../../testing/member-sessions.ts';

// The members' plain forms (issue 27, step 2), outside /api: the same schemas, service, cookie and
// limits as the API's routes, answered by a 303 with the outcome in the address.

describe('the members’ plain forms', () => {
  const m = memberMailApp();
  const { nextIp, waitForMails, me } = m;

  const form = (url: string, fields: Record<string, string>, from = nextIp()) =>
    m.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      payload: new URLSearchParams(fields).toString(),
    });

  it('joins through POST /members/join (303 /join?sent=1); the link’s button signs in with the API’s cookie', async () => {
    const email = 'ngozi@students.unilorin.edu.ng';
    const joined = await form('/members/join', {
      fullName: 'Ngozi Bello',
      email: 'Ngozi@Students.Unilorin.edu.ng',
      matricNumber: '19/55ea001',
      level: '300L',
    });
    expect(joined.statusCode).toBe(303);
    expect(joined.headers.location).toBe('/join?sent=1');
    expect(joined.headers['set-cookie']).toBeUndefined();
    const [mail] = await waitForMails(email, 1);
    const token = linkToken(mail!);

    // Opening the link is a page: a GET signs nobody in and uses nothing.
    const opened = await m.t.app.inject({
      method: 'GET',
      url: `/members/sign-in?token=${encodeURIComponent(token)}`,
    });
    expect(opened.headers['set-cookie']).toBeUndefined();

    const pressed = await form(`/members/sign-in?token=${encodeURIComponent(token)}`, { token });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/members/account');
    const cookie = pressed.cookies.find((c) => c.name === 'lss_member')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      path: '/',
      maxAge: 90 * 24 * 60 * 60,
    });
    const mine = await me(`lss_member=${cookie.value}`);
    expect(mine.json()).toMatchObject({
      email,
      status: 'verified',
      matricNumber: '19/55EA001',
      level: '300L',
    });

    // The same link again: used, back to the page with the reason and no cookie.
    const again = await form(`/members/sign-in?token=${encodeURIComponent(token)}`, { token });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/members/sign-in?failed=used');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses invalid input with the field in the address, never what was typed', async () => {
    const bad = await form('/members/join', { fullName: 'Tolu', email: 'tolu@', level: '200L' });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/join?failed=email');
    const level = await form('/members/join', { fullName: 'Tolu', email: 'tolu@gmail.test', level: '700L' });
    expect(level.headers.location).toBe('/join?failed=level');
    const signIn = await form('/members/sign-in', { email: 'nope' });
    expect(signIn.headers.location).toBe('/members/sign-in?failed=email');
    await m.t.app.services.members.idle();
    expect(m.sink.mailsTo('tolu@gmail.test')).toHaveLength(0);
  });

  it('answers sign-in alike for a member and a stranger (303 ?sent=1); the link is e-mailed to the member only', async () => {
    await form('/members/join', { fullName: 'Femi Ade', email: 'femi@gmail.test', level: '100L' });
    const [confirm] = await waitForMails('femi@gmail.test', 1);
    await form('/members/sign-in', { token: linkToken(confirm!) });
    const member = await form('/members/sign-in', { email: 'femi@gmail.test' });
    const stranger = await form('/members/sign-in', { email: 'nobody@gmail.test' });
    for (const answer of [member, stranger]) {
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/members/sign-in?sent=1');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(await waitForMails('femi@gmail.test', 2)).toHaveLength(2);
    expect(m.sink.mailsTo('nobody@gmail.test')).toHaveLength(0);
  });

  it('an unknown token comes back as ?failed=used; an expired one as ?failed=expired', async () => {
    const unknown = await form('/members/sign-in?token=nothing', { token: 'nothing' });
    expect(unknown.headers.location).toBe('/members/sign-in?failed=used');
    await form('/members/join', { fullName: 'Kemi Ola', email: 'kemi@gmail.test', level: '400L' });
    const [mail] = await waitForMails('kemi@gmail.test', 1);
    m.t.clock.advance(61 * 60 * 1000);
    const expired = await form('/members/sign-in', { token: linkToken(mail!) });
    expect(expired.headers.location).toBe('/members/sign-in?failed=expired');
    expect(expired.headers['set-cookie']).toBeUndefined();
  });

  it('takes the API’s limits: the same e-mail from one address, and the ceiling on using links', async () => {
    const from = nextIp();
    const same: number[] = [];
    for (let i = 0; i < SAME_EMAIL_PER_ADDRESS + 1; i += 1)
      same.push(
        (await form('/members/join', { fullName: 'Loop', email: 'loop@gmail.test', level: '100L' }, from))
          .statusCode,
      );
    expect(same.slice(0, -1).every((status) => status === 303)).toBe(true);
    expect(same.at(-1)).toBe(429);

    const asker = nextIp();
    const asked: number[] = [];
    for (let i = 0; i < SAME_EMAIL_PER_ADDRESS + 1; i += 1)
      asked.push((await form('/members/sign-in', { email: 'loop@gmail.test' }, asker)).statusCode);
    expect(asked.at(-1)).toBe(429);

    // Using links: only the ceiling (tokens are unguessable), the same for the button as for the API.
    const script = nextIp();
    let stoppedAt = 0;
    for (let i = 1; i <= PUBLIC_FORM_CEILING + 1 && !stoppedAt; i += 1) {
      if ((await form('/members/sign-in', { token: `guess${i}` }, script)).statusCode === 429) stoppedAt = i;
    }
    expect(stoppedAt).toBe(PUBLIC_FORM_CEILING + 1);
  });
});
