import { adminMessages } from '@lss/shared/admin-messages';
import { authMessages } from '@lss/shared/auth-messages';
import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as GuardedLayout } from '#web/app/admin/admin-layout.tsx';
import { LoginPage } from './auth/login-page.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { EventEditorPage } from './events/event-editor-page.tsx';
import { EventsListPage } from './events/events-list-page.tsx';
import { fakeApi, logIn, renderAdmin, SESSION, toasts } from './test/render-admin.tsx';

const routes = [
  { path: '/admin/login', Component: LoginPage },
  {
    Component: GuardedLayout,
    children: [
      { path: '/admin/dashboard', Component: DashboardPage },
      { path: '/admin/events', Component: EventsListPage },
      { path: '/admin/event/new', Component: EventEditorPage },
    ],
  },
];

const stats = { events: 2, posts: 3, executives: 4, materials: 5, podcasts: 6, unreadMessages: 1 };

describe('the admin session', () => {
  it('sends visitors without a login to the login screen', async () => {
    fakeApi({});
    renderAdmin(routes, '/admin/events');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('ignores a corrupt stored userInfo and asks for a login', async () => {
    const calls = fakeApi({});
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token": "abc", fullName');
    renderAdmin(routes, '/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    // Only the login page's own public calls: nothing was sent with the corrupt value as a session.
    expect(calls.filter((call) => !['/api/users/login', '/api/users/setup'].includes(call.path))).toEqual([]);
  });

  it('logs in, keeps the response under userInfo and opens the dashboard', async () => {
    const calls = fakeApi({
      'POST /api/users/login': { body: SESSION },
      'GET /api/dashboard/stats': { body: stats },
    });
    renderAdmin(routes, '/admin/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await toasts().findByText(authMessages.loginSuccess)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toEqual(SESSION);
    expect(calls.find((call) => call.path === '/api/users/login')?.body).toEqual({
      email: 'ada@example.org',
      password: 'a-long-password',
    });
    // Every admin call carries the bearer token. The dashboard asks for its figures once it is on
    // the screen (an effect after the render the heading came with), so its call may come a moment later.
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/dashboard/stats')?.headers.get('Authorization')).toBe(
        `Bearer ${SESSION.token}`,
      ),
    );
  });

  it('reads "Signing In..." and holds the button while the login runs', async () => {
    let answer: (value: Response) => void = () => {};
    fakeApi({});
    const fetchMock = globalThis.fetch as unknown as {
      mockImplementationOnce: (fn: () => Promise<Response>) => void;
    };
    renderAdmin(routes, '/admin/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    // The login call, not the page's first-run check, is the one held.
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    answer(new Response(JSON.stringify({ message: 'Invalid email or password' }), { status: 401 }));
    expect(await toasts().findByText(authMessages.loginFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows "Invalid email or password" for any login failure', async () => {
    fakeApi({ 'POST /api/users/login': { status: 401, body: { message: 'Something else entirely' } } });
    renderAdmin(routes, '/admin/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await toasts().findByText(authMessages.loginFailed)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('ends the session when an admin call answers 401: userInfo cleared, login screen, one toast', async () => {
    logIn();
    fakeApi({
      'GET /api/events/all': { status: 401, body: { message: 'Authentication required. Please log in.' } },
      'GET /api/dashboard/stats': { body: stats },
    });
    renderAdmin(routes, '/admin/events');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(await toasts().findByText(authMessages.sessionExpired)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // The list's own failure toast would only add noise to the one that explains what happened.
    await waitFor(() => expect(toasts().queryByText(adminMessages.fetchEventsFailed)).toBeNull());
  });

  it('an expired session while saving an edited form still ends at the login screen', async () => {
    logIn();
    fakeApi({
      'POST /api/events': { status: 401, body: { message: 'Authentication required. Please log in.' } },
      'GET /api/dashboard/stats': { body: stats },
    });
    renderAdmin(routes, '/admin/event/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Moot');
    await user.type(screen.getByLabelText('Description'), 'Final');
    await user.type(screen.getByLabelText('Date & Time'), '2027-03-01T14:30');
    await user.type(screen.getByLabelText('Venue'), 'Hall');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(await toasts().findByText(authMessages.sessionExpired)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
