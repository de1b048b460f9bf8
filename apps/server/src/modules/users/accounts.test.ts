import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinks } from '../../db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** decisions.md, Accounts and roles: roles, the account list, invitations, profile, first run. */

let t: TestApp;
let sink: SmtpSink;
const PASSWORD = 'correct horse battery staple';
const NO_PERMISSION = { message: 'You do not have permission to do that.' };
let adminToken: string;
let adminId: string;

const inject = (method: string, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const login = async (email: string, password = PASSWORD) =>
  (await inject('POST', '/api/users/login', undefined, { email, password })).json();

async function account(role: string, email: string) {
  const response = await inject('POST', '/api/users/register', adminToken, {
    fullName: `A ${role}`,
    email,
    password: PASSWORD,
    role,
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json()._id as string, token: (await login(email)).token as string };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://lss.test' });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

describe('first run', () => {
  it('says whether any account exists, so the login page links to /register only before the first', async () => {
    expect((await inject('GET', '/api/users/setup')).json()).toEqual({ hasAccounts: false });
    const first = await inject('POST', '/api/users/register', undefined, {
      fullName: 'Ada Obi',
      email: 'ada@lss.test',
      password: PASSWORD,
      role: 'contributor',
    });
    // The first account is an administrator, whatever it asks for.
    expect(first.json()).toMatchObject({ role: 'administrator', totpEnabled: false });
    adminId = first.json()._id;
    expect((await inject('GET', '/api/users/setup')).json()).toEqual({ hasAccounts: true });
    adminToken = (await login('ada@lss.test')).token;
  });
});

describe('roles and the account list', () => {
  it('gives a colleague the role chosen (administrator by default) and answers it on login', async () => {
    const colleague = await inject('POST', '/api/users/register', adminToken, {
      fullName: 'Bola Ade',
      email: 'bola@lss.test',
      password: PASSWORD,
    });
    expect(colleague.json().role).toBe('administrator');
    await account('editor', 'eddie@lss.test');
    expect(await login('eddie@lss.test')).toEqual({
      token: expect.any(String),
      fullName: 'A editor',
      email: 'eddie@lss.test',
      role: 'editor',
    });
    const list = (await inject('GET', '/api/users', adminToken)).json();
    expect(list.map((user: { email: string; role: string }) => [user.email, user.role])).toEqual([
      ['eddie@lss.test', 'editor'],
      ['ada@lss.test', 'administrator'],
      ['bola@lss.test', 'administrator'],
    ]);
  });

  it('lets only administrators add accounts', async () => {
    const editor = (await login('eddie@lss.test')).token;
    const response = await inject('POST', '/api/users/register', editor, {
      fullName: 'Sneaky',
      email: 'sneaky@lss.test',
      password: PASSWORD,
      role: 'administrator',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NO_PERMISSION);
  });

  it('changes a role, effective on the next request with the same token', async () => {
    const { id, token } = await account('editor', 'demoted@lss.test');
    const event = { title: 'Moot', description: 'Finals', eventDate: '2030-01-01T10:00:00Z', venue: 'Hall' };
    expect((await inject('POST', '/api/events', token, event)).statusCode).toBe(201);
    const changed = await inject('PATCH', `/api/users/${id}`, adminToken, { role: 'contributor' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ _id: id, role: 'contributor' });
    const refused = await inject('POST', '/api/events', token, event);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(NO_PERMISSION);
    const bad = await inject('PATCH', `/api/users/${id}`, adminToken, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ role: 'Role must be administrator, editor or contributor.' });
    const missing = await inject('PATCH', `/api/users/${crypto.randomUUID()}`, adminToken, {
      role: 'editor',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('never demotes or removes the last administrator (409)', async () => {
    const bola = (await inject('GET', '/api/users', adminToken))
      .json()
      .find((user: { email: string }) => user.email === 'bola@lss.test');
    expect((await inject('PATCH', `/api/users/${bola._id}`, adminToken, { role: 'editor' })).statusCode).toBe(
      200,
    );
    const demoteSelf = await inject('PATCH', `/api/users/${adminId}`, adminToken, { role: 'editor' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json()).toEqual({ message: 'The last administrator cannot be demoted.' });
    const removeSelf = await inject('DELETE', `/api/users/${adminId}`, adminToken);
    expect(removeSelf.statusCode).toBe(403);
    expect(removeSelf.json()).toEqual({ message: 'You cannot remove your own account.' });

    // Two administrators removing each other at once (both past authentication): one wins, the
    // other would leave no administrator and is refused.
    await inject('PATCH', `/api/users/${bola._id}`, adminToken, { role: 'administrator' });
    const users = t.app.services.users;
    const ada = { id: adminId, fullName: 'Ada Obi', email: 'ada@lss.test', role: 'administrator' as const };
    const asBola = {
      id: bola._id,
      fullName: 'Bola Ade',
      email: 'bola@lss.test',
      role: 'administrator' as const,
    };
    const outcomes = await Promise.allSettled([users.remove(ada, bola._id), users.remove(asBola, adminId)]);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 409,
      message: 'The last administrator cannot be removed.',
    });
    const administrators = (await users.list()).filter((user) => user.role === 'administrator');
    expect(administrators).toHaveLength(1);
    if (administrators[0]!._id !== adminId) {
      // Bola won: carry on as Bola, whose account now holds the site.
      adminToken = (await login('bola@lss.test')).token;
      adminId = administrators[0]!._id;
    }
  });
});

describe('invitations', () => {
  it('e-mails a one-time link that registers that e-mail with that role, and lists it until used', async () => {
    const received = sink.received.length;
    const created = await inject('POST', '/api/users/invitations', adminToken, {
      email: 'Kemi@LSS.test',
      role: 'contributor',
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      emailed: true,
      invitation: { email: 'kemi@lss.test', role: 'contributor', invitedBy: expect.any(String) },
    });
    expect(body.inviteUrl).toMatch(/^https:\/\/lss\.test\/register\?invite=[\w-]{43}$/);
    const [mail] = (await sink.waitFor(received + 1)).slice(received);
    expect(mail!.to).toMatchObject({ value: [{ address: 'kemi@lss.test' }] });
    expect(mail!.subject).toContain('You are invited to the admin area of');
    expect(mail!.text).toContain(body.inviteUrl);
    expect(mail!.text).toContain('as a contributor');
    expect(String(mail!.html)).toContain(`href="${body.inviteUrl}"`);

    const pending = (await inject('GET', '/api/users/invitations', adminToken)).json();
    expect(pending.map((invitation: { email: string }) => invitation.email)).toEqual(['kemi@lss.test']);
    const expires = new Date(pending[0].expiresAt).getTime() - new Date(pending[0].createdAt).getTime();
    expect(Math.round(expires / 86_400_000)).toBe(7);

    const invite = new URL(body.inviteUrl).searchParams.get('invite')!;
    expect((await inject('POST', '/api/users/invitations/lookup', undefined, { invite })).json()).toEqual({
      email: 'kemi@lss.test',
      role: 'contributor',
    });
    const form = { fullName: 'Kemi Ade', email: 'kemi@lss.test', password: PASSWORD, invite };
    const otherEmail = await inject('POST', '/api/users/register', undefined, {
      ...form,
      email: 'x@lss.test',
    });
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json().errors).toEqual({ email: 'This invitation is for another e-mail address.' });

    const registered = await inject('POST', '/api/users/register', undefined, form);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ email: 'kemi@lss.test', role: 'contributor' });
    expect((await login('kemi@lss.test')).role).toBe('contributor');

    const again = await inject('POST', '/api/users/register', undefined, {
      ...form,
      email: 'kemi2@lss.test',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This invitation link is invalid, used or expired. Ask an administrator for a new one.',
    );
    expect((await inject('POST', '/api/users/invitations/lookup', undefined, { invite })).statusCode).toBe(
      404,
    );
    expect((await inject('GET', '/api/users/invitations', adminToken)).json()).toEqual([]);
  });

  it('revokes a pending invitation, and refuses an expired one', async () => {
    const revoked = (
      await inject('POST', '/api/users/invitations', adminToken, { email: 'r@lss.test' })
    ).json();
    expect(revoked.invitation.role).toBe('administrator');
    const removed = await inject('DELETE', `/api/users/invitations/${revoked.invitation._id}`, adminToken);
    expect(removed.json()).toEqual({ message: 'Invitation revoked' });
    const invite = new URL(revoked.inviteUrl).searchParams.get('invite')!;
    const form = { fullName: 'R', email: 'r@lss.test', password: PASSWORD, invite };
    expect((await inject('POST', '/api/users/register', undefined, form)).statusCode).toBe(400);

    const expired = (
      await inject('POST', '/api/users/invitations', adminToken, { email: 'old@lss.test' })
    ).json();
    await t.database.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.id, expired.invitation._id));
    const oldInvite = new URL(expired.inviteUrl).searchParams.get('invite')!;
    const late = await inject('POST', '/api/users/register', undefined, {
      ...form,
      email: 'old@lss.test',
      invite: oldInvite,
    });
    expect(late.statusCode).toBe(400);
    expect((await inject('GET', '/api/users/invitations', adminToken)).json()).toEqual([]);
  });

  it('refuses to invite an e-mail that already has an account', async () => {
    const taken = await inject('POST', '/api/users/invitations', adminToken, { email: 'eddie@lss.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'An account with this email already exists.' });
  });

  it('without SMTP, returns the link to copy and says it was not e-mailed', async () => {
    const offline = await createTestApp();
    try {
      const token = await offline.adminToken();
      const created = await offline.app.inject({
        method: 'POST',
        url: '/api/users/invitations',
        headers: bearer(token),
        payload: { email: 'copy@lss.test', role: 'editor' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        emailed: false,
        inviteUrl: expect.stringContaining('/register?invite='),
      });
    } finally {
      await offline.close();
    }
  });
});

describe('your profile', () => {
  it('changes your name freely, and your e-mail only with your password', async () => {
    const { token } = await account('contributor', 'pat@lss.test');
    const renamed = await inject('PUT', '/api/users/me', token, {
      fullName: 'Pat Obi',
      email: 'pat@lss.test',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ fullName: 'Pat Obi', email: 'pat@lss.test', role: 'contributor' });

    const noPassword = await inject('PUT', '/api/users/me', token, {
      fullName: 'Pat Obi',
      email: 'pat@new.test',
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: 'Enter your password to change your e-mail.' });
    const wrong = await inject('PUT', '/api/users/me', token, {
      fullName: 'Pat Obi',
      email: 'pat@new.test',
      password: 'not-my-password',
    });
    expect(wrong.json().errors).toEqual({ password: 'Your password is incorrect.' });
    const taken = await inject('PUT', '/api/users/me', token, {
      fullName: 'Pat Obi',
      email: 'eddie@lss.test',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);

    const moved = await inject('PUT', '/api/users/me', token, {
      fullName: 'Pat Obi',
      email: 'Pat@New.test',
      password: PASSWORD,
    });
    expect(moved.statusCode).toBe(200);
    expect((await inject('GET', '/api/users/me', moved.json().token)).json()).toMatchObject({
      fullName: 'Pat Obi',
      email: 'pat@new.test',
      role: 'contributor',
      totpEnabled: false,
    });
    expect((await login('pat@new.test')).fullName).toBe('Pat Obi');
  });
});
