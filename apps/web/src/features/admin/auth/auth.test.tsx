import { authMessages, twoFactorMessages } from '@lss/shared/auth-messages';
import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, logIn, renderAdmin, SESSION, toasts } from '../test/render-admin.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const routes = [
  { path: '/admin/login', Component: LoginPage },
  { path: '/admin/forgot-password', Component: ForgotPasswordPage },
  { path: '/admin/reset-password', Component: ResetPasswordPage },
  { path: '/register', Component: RegisterPage },
  { path: '/admin/dashboard', element: <h1>Dashboard</h1> },
  { path: '/admin/account', element: <h1>Account</h1> },
];

const SIGNED_IN = { ...SESSION, role: 'editor' };

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'a-long-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('first run', () => {
  it('says no account exists yet and links to /register', async () => {
    fakeApi({ 'GET /api/users/setup': { body: { hasAccounts: false } } });
    renderAdmin(routes, '/admin/login');
    expect(await screen.findByText(authMessages.noAccountsYet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: authMessages.createFirstAccount })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows no such link once an account exists', async () => {
    const calls = fakeApi({ 'GET /api/users/setup': { body: { hasAccounts: true } } });
    renderAdmin(routes, '/admin/login');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/users/setup'));
    expect(screen.queryByText(authMessages.noAccountsYet)).toBeNull();
    expect(screen.queryByRole('link', { name: authMessages.createFirstAccount })).toBeNull();
  });
});

describe('two-factor login', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const calls = fakeApi({
      'POST /api/users/login': { body: { totpRequired: true, challenge: 'challenge-1' } },
      'POST /api/users/login/totp': { body: SIGNED_IN },
    });
    renderAdmin(routes, '/admin/login');
    const user = userEvent.setup();
    await signIn(user);

    const code = await screen.findByLabelText('Code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(twoFactorMessages.loginPrompt);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await toasts().findByText(authMessages.loginSuccess)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/users/login/totp')?.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual(SIGNED_IN);
  });

  it('puts a refused code beside the field and lets the user try again', async () => {
    fakeApi({
      'POST /api/users/login': { body: { totpRequired: true, challenge: 'challenge-1' } },
      'POST /api/users/login/totp': { status: 401, body: { message: twoFactorMessages.codeInvalid } },
    });
    renderAdmin(routes, '/admin/login');
    const user = userEvent.setup();
    await signIn(user);
    await user.type(await screen.findByLabelText('Code'), 'k7m2p-q9x4w');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(
      `${twoFactorMessages.loginPrompt} ${twoFactorMessages.codeInvalid}`,
    );
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('goes back to the password when the challenge has expired', async () => {
    fakeApi({
      'POST /api/users/login': { body: { totpRequired: true, challenge: 'challenge-1' } },
      'POST /api/users/login/totp': { status: 401, body: { message: twoFactorMessages.challengeExpired } },
    });
    renderAdmin(routes, '/admin/login');
    const user = userEvent.setup();
    await signIn(user);
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await toasts().findByText(twoFactorMessages.challengeExpired)).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('signs an account without two-factor straight in, as before', async () => {
    const calls = fakeApi({ 'POST /api/users/login': { body: SIGNED_IN } });
    renderAdmin(routes, '/admin/login');
    await signIn(userEvent.setup());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/users/login/totp')).toBe(false);
  });
});

describe('forgotten password', () => {
  it('is linked from the login page and answers the same whatever the e-mail', async () => {
    const calls = fakeApi({
      'POST /api/users/forgot-password': { status: 202, body: { message: authMessages.forgotPasswordSent } },
    });
    renderAdmin(routes, '/admin/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: authMessages.forgotPasswordLink }));
    await user.type(await screen.findByLabelText('Email'), 'Nobody@Example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.forgotPasswordSent);
    expect(calls.find((call) => call.path === '/api/users/forgot-password')?.body).toEqual({
      email: 'nobody@example.org',
    });
  });

  it('sets a new password from the link, ends the stored session and opens the login', async () => {
    logIn({ ...SESSION, role: 'editor' });
    const calls = fakeApi({
      'POST /api/users/reset-password': { body: { message: authMessages.passwordReset } },
      'GET /api/users/setup': { body: { hasAccounts: true } },
    });
    renderAdmin(routes, '/admin/reset-password?token=abc123');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await toasts().findByText(authMessages.passwordReset)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(calls.find((call) => call.path === '/api/users/reset-password')?.body).toEqual({
      token: 'abc123',
      password: 'a-brand-new-password',
    });
  });

  it('says when the link is used or expired, and offers a new one', async () => {
    fakeApi({
      'POST /api/users/reset-password': {
        status: 400,
        body: { message: authMessages.resetLinkInvalid, errors: { token: authMessages.resetLinkInvalid } },
      },
    });
    renderAdmin(routes, '/admin/reset-password?token=used');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  it('puts a refused password beside its field', async () => {
    fakeApi({
      'POST /api/users/reset-password': {
        status: 400,
        body: { message: 'Invalid', errors: { password: authMessages.passwordTooCommon } },
      },
    });
    renderAdmin(routes, '/admin/reset-password?token=abc');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        `At least 8 characters. ${authMessages.passwordTooCommon}`,
      ),
    );
  });
});

describe('registration with an invitation', () => {
  it('fills in and locks the invited e-mail, and registers with the token', async () => {
    const calls = fakeApi({
      'POST /api/users/invitations/lookup': { body: { email: 'new.editor@example.org', role: 'editor' } },
      'POST /api/users/register': { status: 201, body: {} },
    });
    renderAdmin(routes, '/register?invite=tok-1');
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('new.editor@example.org'));
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(/invited as editor/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Role')).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Ngozi Editor');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await toasts().findByText(authMessages.registrationSuccess)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/users/register')?.body).toEqual({
      fullName: 'Ngozi Editor',
      email: 'new.editor@example.org',
      password: 'a-long-password',
      invite: 'tok-1',
    });
    expect(calls.find((call) => call.path === '/api/users/invitations/lookup')?.body).toEqual({
      invite: 'tok-1',
    });
  });

  it('says when the invitation is used or expired, without a form', async () => {
    fakeApi({
      'POST /api/users/invitations/lookup': {
        status: 404,
        body: { message: authMessages.invitationInvalid },
      },
    });
    renderAdmin(routes, '/register?invite=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.invitationInvalid);
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('lets an administrator choose the role of a colleague they add', async () => {
    logIn();
    const calls = fakeApi({ 'POST /api/users/register': { status: 201, body: {} } });
    renderAdmin(routes, '/register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Chidi Contributor');
    await user.type(screen.getByLabelText('Email'), 'chidi@example.org');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.selectOptions(screen.getByLabelText('Role'), 'Contributor');
    await user.click(screen.getByRole('button', { name: 'Add Administrator' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/users/register')?.body).toMatchObject({
      role: 'contributor',
    });
  });
});
