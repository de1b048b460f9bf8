import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { SiteProvider } from '#web/lib/site-context.ts';
import { AccountPage } from './account-page.tsx';
import { JoinPage } from './join-page.tsx';
import MemberAccount from './member-account.island.tsx';
import { SignInPage } from './sign-in-page.tsx';

function renderAt(url: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  render(
    <SiteProvider
      value={{
        settings: { ...DEFAULT_SITE_SETTINGS, updatedAt: null },
        publicUrl: 'http://localhost',
        member: null,
      }}
    >
      <RouterProvider router={router} />
    </SiteProvider>,
  );
}
const formOf = (name: string) => screen.getByRole('form', { name });

afterEach(() => vi.unstubAllGlobals());

describe('/join', () => {
  it('is a plain form posting to /members/join, with no island (no script)', () => {
    renderAt('/join', <JoinPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the Society' })).toBeInTheDocument();
    const form = formOf('Join the Society');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/members/join');
    expect(within(form).getByLabelText(/Full name/)).toHaveAttribute('name', 'fullName');
    expect(within(form).getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText(/Matriculation number/)).toHaveAttribute('name', 'matricNumber');
    const level = within(form).getByLabelText(/Level/);
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', '100L', '200L', '300L', '400L', '500L', 'Postgraduate', 'Alumni']);
    expect(document.querySelector('[data-island]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says to check the e-mail after ?sent=1, and names the refused field after ?failed=', () => {
    renderAt('/join?sent=1', <JoinPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox');
  });

  it('names a refused field as an alert', () => {
    renderAt('/join?failed=email', <JoinPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
  });
});

describe('/members/sign-in', () => {
  it('without a token: the e-mail form, posting to /members/sign-in, with no island', () => {
    renderAt('/members/sign-in', <SignInPage />);
    const form = formOf('Send me a sign-in link');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/members/sign-in');
    expect(document.querySelector('[data-island]')).toBeNull();
  });

  it('after ?sent=1 gives the same answer for every address', () => {
    renderAt('/members/sign-in?sent=1', <SignInPage />);
    expect(screen.getByRole('status')).toHaveTextContent('If this address belongs to a member');
  });

  it('the e-mailed link only asks: a button posting the token back to the page’s own address', () => {
    renderAt('/members/sign-in?token=abc123', <SignInPage />);
    const button = screen.getByRole('button', { name: 'Sign me in' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/members/sign-in?token=abc123');
    expect(form.querySelector('input[name="token"]')).toHaveValue('abc123');
    expect(screen.queryByLabelText(/E-mail/)).toBeNull();
  });

  it('an expired or used link says so, as an alert, and offers the e-mail form again', () => {
    renderAt('/members/sign-in?failed=expired', <SignInPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    expect(formOf('Send me a sign-in link')).toHaveAttribute('action', '/members/sign-in');
  });

  it('a used link says so too', () => {
    renderAt('/members/sign-in?failed=used', <SignInPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('already been used');
  });
});

const MEMBER = {
  _id: 'm1',
  fullName: 'Ngozi Bello',
  email: 'ngozi@students.unilorin.edu.ng',
  matricNumber: '19/55EA001',
  level: '300L',
  status: 'verified',
  joinedAt: '2026-11-27T08:00:00.000Z',
  confirmedAt: '2026-11-27T08:05:00.000Z',
};

describe('My account', () => {
  it('is an island on a page that says without script that it needs JavaScript', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Sign in' }, { status: 401 })),
    );
    renderAt('/members/account', <AccountPage />);
    const island = document.querySelector<HTMLElement>('[data-island]');
    expect(island?.dataset.island).toBe('src/features/members/member-account.island.tsx');
    // What the server sends: the words inside <noscript>, which a browser with script never shows.
    const html = renderToStaticMarkup(
      <SiteProvider
        value={{
          settings: { ...DEFAULT_SITE_SETTINGS, updatedAt: null },
          publicUrl: 'http://localhost',
          member: null,
        }}
      >
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <AccountPage /> }], {
            initialEntries: ['/members/account'],
          })}
        />
      </SiteProvider>,
    );
    expect(html).toMatch(/<noscript>.*needs JavaScript.*<\/noscript>/s);
    // Nothing personal in the page as rendered: the island renders its loading state.
    expect(html).toContain('Loading your membership…');
  });

  it('reads /api/members/me after hydration and shows the membership', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return Response.json(MEMBER);
      }),
    );
    render(<MemberAccount />);
    expect(screen.getByText('Loading your membership…')).toBeInTheDocument();
    await screen.findByText('ngozi@students.unilorin.edu.ng');
    const details = document.querySelector('dl')!;
    for (const text of ['Ngozi Bello', 'ngozi@students.unilorin.edu.ng', '300L', '19/55EA001', 'Verified'])
      expect(within(details).getByText(text)).toBeInTheDocument();
    expect(fetched).toEqual(['/api/members/me']);
  });

  it('without a session says "Sign in as a member", linking to /members/sign-in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'x' }, { status: 401 })),
    );
    render(<MemberAccount />);
    const link = await screen.findByRole('link', { name: 'Sign in as a member' });
    expect(link).toHaveAttribute('href', '/members/sign-in');
  });

  it('saves the edit form with PUT /api/members/me, and signs out everywhere', async () => {
    const user = userEvent.setup();
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ url, method: init.method ?? 'GET', body });
        if (url === '/api/members/me' && init.method === 'PUT') return Response.json({ ...MEMBER, ...body });
        if (url === '/api/members/sign-out')
          return Response.json({ message: 'You are signed out on every device.' });
        return Response.json(MEMBER);
      }),
    );
    render(<MemberAccount />);
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, 'Ngozi A. Bello');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your details are saved.');
    expect(calls.at(-1)).toEqual({
      url: '/api/members/me',
      method: 'PUT',
      body: { fullName: 'Ngozi A. Bello', level: '300L', matricNumber: '19/55EA001' },
    });
    expect(screen.getAllByText('Ngozi A. Bello').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('signed out on every device'));
    expect(calls.at(-1)).toMatchObject({
      url: '/api/members/sign-out',
      method: 'POST',
      body: { everywhere: true },
    });
    expect(screen.getByRole('link', { name: 'Sign in as a member' })).toBeInTheDocument();
  });
});

describe('the header', () => {
  it('has a Sign in link for members, the same for everyone', () => {
    renderAt('/', <SiteHeader />);
    const links = screen.getAllByRole('link', { name: 'Sign in', hidden: true });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/members/sign-in');
  });
});
