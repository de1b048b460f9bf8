import {
  accountMessages,
  authMessages,
  invitationMessages,
  twoFactorMessages,
} from '@lss/shared/auth-messages';
import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import type { AdminUser, Role } from '@lss/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi, logIn, renderAdmin, SESSION, toasts } from '../test/render-admin.tsx';
import { AccountPage } from './account-page.tsx';

const routes = [{ path: '/admin/account', Component: AccountPage }];

const account = (id: string, fullName: string, role: Role, totpEnabled = false): AdminUser => ({
  _id: id,
  fullName,
  email: `${id}@example.org`,
  role,
  totpEnabled,
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
});

const ME = { ...account('ada', 'Ada Admin', 'administrator'), email: SESSION.email };

function open(role: Role, routesOfApi: FakeApi = {}) {
  logIn({ ...SESSION, role });
  const calls = fakeApi({
    'GET /api/users/me': { body: { ...ME, role } },
    'GET /api/users': { body: [ME] },
    'GET /api/users/invitations': { body: [] },
    ...routesOfApi,
  });
  const { router } = renderAdmin(routes, '/admin/account');
  return { calls, router, user: userEvent.setup() };
}

describe('your profile', () => {
  it('saves a new name without asking for the password, and keeps the new session', async () => {
    const saved = { token: 'token-2', fullName: 'Ada Lovelace', email: SESSION.email, role: 'editor' };
    const { calls, user } = open('editor', { 'PUT /api/users/me': { body: saved } });
    const name = within(screen.getByRole('region', { name: 'Your profile' })).getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await toasts().findByText(authMessages.profileSaved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: SESSION.email,
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual(saved);
  });

  it('asks for the password when the e-mail changes, beside the field', async () => {
    const { calls, user } = open('editor', {
      'PUT /api/users/me': {
        body: { token: 'token-2', fullName: SESSION.fullName, email: 'ada@lss.example.org', role: 'editor' },
      },
    });
    const email = within(screen.getByRole('region', { name: 'Your profile' })).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@lss.example.org');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(authMessages.passwordNeededForEmail),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(password, 'my-password');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    // (The toast area outlives a test, so the request is what proves this save.)
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      fullName: SESSION.fullName,
      email: 'ada@lss.example.org',
      password: 'my-password',
    });
  });
});

describe('two-factor sign-in', () => {
  const recoveryCodes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

  it('is set up with the QR code the server drew and the secret in text, confirmed with a code; ten codes shown once', async () => {
    let enabled = false;
    const { calls, user } = open('contributor', {
      'GET /api/users/me': () => ({ body: { ...ME, role: 'contributor', totpEnabled: enabled } }),
      'POST /api/users/me/totp': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl:
            'otpauth://totp/LSS:ada%40example.org?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=LSS',
          qrCodeDataUrl: 'data:image/svg+xml;base64,AAAA',
        },
      },
      'POST /api/users/me/totp/confirm': () => {
        enabled = true;
        return { body: { recoveryCodes } };
      },
    });
    const section = await screen.findByRole('region', { name: /Two-factor sign-in/ });
    expect(await within(section).findByText('OFF')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Set Up Two-Factor Sign-In' }));

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toHaveFocus();
    expect(screen.getByText(twoFactorMessages.setupPrompt)).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    // The server's drawing, inline: never fetched from anywhere.
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,AAAA');

    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(screen.getByText(twoFactorMessages.recoveryCodesOnce)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(await toasts().findByText(twoFactorMessages.enabled)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/users/me/totp/confirm')?.body).toEqual({
      code: '123456',
    });

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    // Shown once: gone for good, and the section says it is on.
    expect(screen.queryByText(recoveryCodes[0] as string)).toBeNull();
    expect(await within(section).findByText('ON')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus());
  });

  it('puts a refused code beside the field', async () => {
    const { user } = open('editor', {
      'POST /api/users/me/totp': {
        body: { secret: 'ABCD', otpauthUrl: 'otpauth://totp/x?secret=ABCD', qrCodeDataUrl: '' },
      },
      'POST /api/users/me/totp/confirm': {
        status: 400,
        body: { message: twoFactorMessages.codeInvalid, errors: { code: twoFactorMessages.codeInvalid } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(twoFactorMessages.codeInvalid));
    expect(screen.queryByRole('heading', { name: 'Your recovery codes' })).toBeNull();
  });

  it('is turned off with a code', async () => {
    const { calls, user } = open('editor', {
      'GET /api/users/me': { body: { ...ME, role: 'editor', totpEnabled: true } },
      'DELETE /api/users/me/totp': { body: { message: twoFactorMessages.disabled } },
    });
    await user.type(await screen.findByLabelText('Code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await toasts().findByText(twoFactorMessages.disabled)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ code: 'abcdefghjk' });
  });
});

describe('accounts (administrators)', () => {
  const list = [
    ME,
    account('eze', 'Eze Editor', 'editor', true),
    account('chi', 'Chi Contributor', 'contributor'),
  ];

  it('lists roles and who has two-factor on, and changes a role', async () => {
    const { calls, user } = open('administrator', {
      'GET /api/users': { body: list },
      'PATCH /api/users/chi': { body: { ...list[2], role: 'editor' } },
    });
    const eze = await screen.findByRole('row', { name: /Eze Editor/ });
    expect(within(eze).getByRole('combobox', { name: 'Role of Eze Editor' })).toHaveValue('editor');
    expect(within(eze).getByText('ON')).toBeInTheDocument();
    const chi = screen.getByRole('row', { name: /Chi Contributor/ });
    expect(within(chi).getByText('OFF')).toBeInTheDocument();

    await user.selectOptions(
      within(chi).getByRole('combobox', { name: 'Role of Chi Contributor' }),
      'Editor',
    );
    expect(await toasts().findByText(authMessages.roleChanged)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'editor' });
  });

  it('offers the last administrator neither another role nor removal', async () => {
    open('administrator', { 'GET /api/users': { body: list } });
    const select = await screen.findByRole('combobox', { name: 'Role of Ada Admin' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription(authMessages.cannotDemoteLastAdmin);
    expect(screen.queryByRole('button', { name: 'Remove Ada Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Eze Editor' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a role change", async () => {
    const two = [ME, account('bo', 'Bo Admin', 'administrator')];
    const { user } = open('administrator', {
      'GET /api/users': { body: two },
      'PATCH /api/users/bo': { status: 409, body: { message: authMessages.cannotDemoteLastAdmin } },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Bo Admin' }),
      'Contributor',
    );
    expect(await toasts().findByText(authMessages.cannotDemoteLastAdmin)).toBeInTheDocument();
  });

  it('are not shown to editors or contributors', async () => {
    const { calls } = open('editor');
    expect(await screen.findByRole('region', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Accounts' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/users' || call.path === '/api/users/invitations')).toBe(
      false,
    );
  });
});

describe('invitations', () => {
  const invitation = {
    _id: 'inv1',
    email: 'new@example.org',
    role: 'editor',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-27T10:00:00.000Z',
    invitedBy: 'Ada Admin',
  };

  it('shows the link to copy when the server could not e-mail it', async () => {
    const { calls, user } = open('administrator', {
      'POST /api/users/invitations': {
        status: 201,
        body: { inviteUrl: 'http://localhost/register?invite=tok', emailed: false, invitation },
      },
    });
    const section = await screen.findByRole('region', { name: 'Invitations' });
    await user.type(within(section).getByLabelText('Email'), 'new@example.org');
    await user.selectOptions(within(section).getByLabelText('Role'), 'Editor');
    await user.click(within(section).getByRole('button', { name: 'Send Invitation' }));

    const link = await within(section).findByLabelText('Invitation link for new@example.org');
    expect(link).toHaveValue('http://localhost/register?invite=tok');
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription(invitationMessages.notEmailed);
    expect(
      calls.find((call) => call.path === '/api/users/invitations' && call.method === 'POST')?.body,
    ).toEqual({
      email: 'new@example.org',
      role: 'editor',
    });
  });

  it('says so when the invitation was e-mailed', async () => {
    const { user } = open('administrator', {
      'POST /api/users/invitations': {
        status: 201,
        body: { inviteUrl: 'http://localhost/register?invite=tok', emailed: true, invitation },
      },
    });
    const section = await screen.findByRole('region', { name: 'Invitations' });
    await user.type(within(section).getByLabelText('Email'), 'new@example.org');
    await user.click(within(section).getByRole('button', { name: 'Send Invitation' }));
    expect(await toasts().findByText(invitationMessages.sent('new@example.org'))).toBeInTheDocument();
    expect(within(section).queryByLabelText(/Invitation link/)).toBeNull();
  });

  it('lists pending invitations and revokes one after confirmation', async () => {
    let pending = [invitation];
    const { calls, user } = open('administrator', {
      'GET /api/users/invitations': () => ({ body: pending }),
      'DELETE /api/users/invitations/inv1': () => {
        pending = [];
        return { body: { message: invitationMessages.revoked } };
      },
    });
    const row = await screen.findByRole('row', { name: /new@example.org/ });
    expect(within(row).getByText('Editor')).toBeInTheDocument();
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke the invitation to new@example.org' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(invitationMessages.confirmRevoke);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await toasts().findByText(invitationMessages.revoked)).toBeInTheDocument();
    expect(await screen.findByText(invitationMessages.noPending)).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/invitations/inv1'),
    ).toBe(true);
  });

  it('searches and sorts the pending invitations in their own part of the address, leaving the accounts list as it is', async () => {
    const others = [
      { ...invitation, _id: 'inv2', email: 'bola@example.org', role: 'contributor' as const },
      { ...invitation, _id: 'inv3', email: 'chidi@example.org' },
    ];
    const all = [invitation, ...others];
    let asked = new URLSearchParams();
    const { calls, router, user } = open('administrator', {
      // The first call is made while the page renders, before open() has returned `calls`.
      'GET /api/users/invitations': (_, call) => {
        asked = new URLSearchParams(call.search);
        const q = asked.get('q') ?? '';
        const found = all.filter((item) => item.email.includes(q));
        if (asked.get('sort') === '-email') found.sort((a, b) => b.email.localeCompare(a.email));
        return { body: found, headers: { 'X-Total-Count': String(found.length) } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(section).findByRole('row', { name: /chidi@example.org/ })).toBeInTheDocument();

    await user.type(within(section).getByRole('searchbox', { name: 'Search invitations' }), 'bola');
    await waitFor(() => expect(asked.get('q')).toBe('bola'));
    await waitFor(() => expect(within(section).queryByRole('row', { name: /chidi@example.org/ })).toBeNull());
    expect(within(section).getByRole('row', { name: /bola@example.org/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?invitations-q=bola');
    // The accounts list above was not searched.
    expect(screen.getByRole('searchbox', { name: 'Search accounts' })).toHaveValue('');
    expect(
      calls.filter((call) => call.path === '/api/users').every((call) => !call.search.includes('q=')),
    ).toBe(true);

    await user.type(within(section).getByRole('searchbox', { name: 'Search invitations' }), 'x');
    expect(await within(section).findByText('No invitations match “bolax”.')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const sortEmail = await within(section).findByRole('button', { name: /^EMAIL/ });
    await user.click(sortEmail);
    await user.click(sortEmail);
    await waitFor(() => expect(asked.get('sort')).toBe('-email'));
    await waitFor(() => expect(sortEmail.closest('th')).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toBe('?invitations-sort=-email');
    const emails = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.match(/\w+@example\.org/)?.[0]);
    expect(emails).toEqual(['new@example.org', 'chidi@example.org', 'bola@example.org']);
  });

  it('shows why accounts could not be listed', async () => {
    open('administrator', {
      'GET /api/users': { status: 403, body: { message: authMessages.noPermission } },
    });
    expect(await toasts().findByText(accountMessages.fetchAccountsFailed)).toBeInTheDocument();
  });
});
