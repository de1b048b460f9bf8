import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { SiteProvider } from '#web/lib/site-context.ts';
import { JoinPage } from './join-page.tsx';
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

describe('the header', () => {
  it('has a Sign in link for members, the same for everyone', () => {
    renderAt('/', <SiteHeader />);
    const links = screen.getAllByRole('link', { name: 'Sign in', hidden: true });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/members/sign-in');
  });
});
