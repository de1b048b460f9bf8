import type { MemberAccount, PageMember } from '@lss/shared/members';
import type { PublicDataSource } from '@lss/shared/public-data';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '#web/lib/site-context.ts';
import { accountLoader } from './account-loader.ts';
import { AccountPage } from './account-page.tsx';

const ACCOUNT: MemberAccount = {
  member: {
    _id: 'm1',
    fullName: 'Ngozi Bello',
    email: 'ngozi@students.unilorin.edu.ng',
    matricNumber: '19/55EA001',
    level: '300L',
    status: 'verified',
    joinedAt: '2026-11-27T08:00:00.000Z',
    confirmedAt: '2026-11-27T08:05:00.000Z',
    newsletter: false,
  },
  registrations: [
    {
      _id: 'r1',
      status: 'confirmed',
      registeredAt: '2026-11-27T09:00:00.000Z',
      event: {
        _id: 'e1',
        title: 'Moot Court Final',
        eventDate: '2026-12-10T14:00:00.000Z',
        venue: 'Moot Court Room',
      },
      url: '/events/e1',
      cancellable: true,
    },
    {
      _id: 'r2',
      status: 'cancelled',
      registeredAt: '2026-10-01T09:00:00.000Z',
      event: {
        _id: 'e2',
        title: 'Freshers’ Welcome',
        eventDate: '2026-10-05T10:00:00.000Z',
        venue: 'Great Hall',
      },
      url: '/events/e2',
      cancellable: false,
    },
  ],
  electionsVotedIn: [],
};
const PAGE_MEMBER: PageMember = {
  firstName: 'Ngozi',
  status: 'verified',
  fullName: 'Ngozi Bello',
  email: 'ngozi@students.unilorin.edu.ng',
};

/**
 * Renders /members/account as the server does: its loader reads the member's account when the
 * server gave a reader (a request with the member cookie), none for a visitor.
 */
async function renderAccount(url: string, memberAccount?: () => Promise<MemberAccount | null>) {
  const deps = {
    data: {} as PublicDataSource,
    publicUrl: '',
    member: memberAccount ? PAGE_MEMBER : null,
    ...(memberAccount ? { memberAccount } : {}),
  };
  const router = createMemoryRouter(
    [{ path: '/members/account', element: <AccountPage />, loader: accountLoader(deps) }],
    { initialEntries: [url] },
  );
  render(
    <SiteProvider
      value={{
        settings: { ...DEFAULT_SITE_SETTINGS, updatedAt: null },
        publicUrl: 'http://localhost',
        member: deps.member,
      }}
    >
      <RouterProvider router={router} />
    </SiteProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'My account' });
}
const section = (name: string) => screen.getByRole('region', { name });
const formOf = (name: string) => screen.getByRole('form', { name });

describe('My account, for a signed-in member', () => {
  it('shows the membership and edits it with a plain form, no island', async () => {
    await renderAccount('/members/account', async () => ACCOUNT);
    const details = section('Your membership');
    const list = details.querySelector('dl')!;
    for (const text of ['Ngozi Bello', 'ngozi@students.unilorin.edu.ng', '300L', '19/55EA001', 'Verified'])
      expect(within(list).getByText(text)).toBeInTheDocument();
    const edit = formOf('Change your details');
    expect(edit).toHaveAttribute('method', 'post');
    expect(edit).toHaveAttribute('action', '/members/account/details');
    expect(within(edit).getByLabelText(/Full name/)).toHaveValue('Ngozi Bello');
    expect(within(edit).getByLabelText(/Full name/)).toHaveAttribute('name', 'fullName');
    expect(within(edit).getByLabelText(/Matriculation number/)).toHaveValue('19/55EA001');
    expect(within(edit).getByLabelText(/Level/)).toHaveValue('300L');
    expect(document.querySelector('[data-island]')).toBeNull();
    expect(document.querySelector('noscript')).toBeNull();
  });

  it('turns the newsletter on or off with one button, saying which it is', async () => {
    await renderAccount('/members/account', async () => ACCOUNT);
    const newsletter = formOf('Newsletter');
    expect(newsletter).toHaveAttribute('action', '/members/account/newsletter');
    expect(newsletter).toHaveTextContent('You do not receive the newsletter.');
    expect(newsletter.querySelector('input[name="newsletter"]')).toHaveValue('true');
    expect(within(newsletter).getByRole('button')).toHaveTextContent('Send me the newsletter');
  });

  it('when on, names the address and offers to stop it', async () => {
    await renderAccount('/members/account', async () => ({
      ...ACCOUNT,
      member: { ...ACCOUNT.member, newsletter: true },
    }));
    const newsletter = formOf('Newsletter');
    expect(newsletter).toHaveTextContent('You receive the newsletter at ngozi@students.unilorin.edu.ng.');
    expect(newsletter.querySelector('input[name="newsletter"]')).toHaveValue('false');
    expect(within(newsletter).getByRole('button')).toHaveTextContent('Stop the newsletter');
  });

  it('lists the registrations, each linking to its event; one not started can be cancelled', async () => {
    await renderAccount('/members/account', async () => ACCOUNT);
    const registrations = section('My event registrations');
    const items = within(registrations).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Moot Court Final' })).toHaveAttribute(
      'href',
      '/events/e1',
    );
    expect(items[0]).toHaveTextContent('Registered');
    expect(items[0]).toHaveTextContent('Moot Court Room');
    const cancel = within(items[0]!).getByRole('button', {
      name: 'Cancel my registration for Moot Court Final',
    });
    expect(cancel.closest('form')).toHaveAttribute('action', '/members/account/registrations/r1/cancel');
    expect(cancel.closest('form')).toHaveAttribute('method', 'post');
    expect(items[1]).toHaveTextContent('Cancelled');
    expect(within(items[1]!).queryByRole('button')).toBeNull();
  });

  it('says when there are no registrations and no election receipts', async () => {
    await renderAccount('/members/account', async () => ({ ...ACCOUNT, registrations: [] }));
    const registrations = section('My event registrations');
    expect(registrations).toHaveTextContent('No event registrations yet.');
    expect(within(registrations).getByRole('link', { name: 'See the events' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(section('Elections you voted in')).toHaveTextContent(
      'You have not voted in an election on this site yet.',
    );
  });

  it('lists the elections the member voted in, never a receipt, and says where the receipt is checked', async () => {
    await renderAccount('/members/account', async () => ({
      ...ACCOUNT,
      electionsVotedIn: [{ slug: 'council-2027', title: 'Council 2027/2028', session: '2027/2028' }],
    }));
    const voted = section('Elections you voted in');
    expect(within(voted).getByRole('link', { name: 'Council 2027/2028' })).toHaveAttribute(
      'href',
      '/elections/council-2027',
    );
    expect(voted).toHaveTextContent('shown once');
    expect(voted).toHaveTextContent('ballot list');
    expect(voted).not.toHaveTextContent('You have not voted');
  });

  it('downloads the data as a link, and deletes only with the box ticked', async () => {
    await renderAccount('/members/account', async () => ACCOUNT);
    const data = section('Your data');
    const download = within(data).getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/members/me/export');
    expect(download).toHaveAttribute('download');
    const remove = formOf('Delete my membership');
    expect(remove).toHaveAttribute('action', '/members/account/delete');
    const box = within(remove).getByRole('checkbox', { name: 'I understand: delete my membership.' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('name', 'confirm');
    expect(box).toHaveAttribute('value', 'yes');
    expect(within(remove).getByRole('button', { name: 'Delete my membership' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('signs out, here or everywhere, with plain forms', async () => {
    await renderAccount('/members/account', async () => ACCOUNT);
    const signOut = section('Sign out');
    const here = within(signOut).getByRole('button', { name: 'Sign out' }).closest('form')!;
    const everywhere = within(signOut).getByRole('button', { name: 'Sign out everywhere' }).closest('form')!;
    expect(here).toHaveAttribute('action', '/members/sign-out');
    expect(here.querySelector('input')).toBeNull();
    expect(everywhere).toHaveAttribute('action', '/members/sign-out');
    expect(everywhere.querySelector('input[name="everywhere"]')).toHaveValue('true');
  });

  it.each([
    ['?saved=details', 'Your membership', 'status', 'Your details are saved.'],
    [
      '?failed=matricNumberTaken',
      'Your membership',
      'alert',
      'This matriculation number belongs to another member.',
    ],
    ['?failed=fullName', 'Your membership', 'alert', 'Enter your full name.'],
    ['?saved=newsletter-on', 'Newsletter', 'status', 'You will receive the newsletter.'],
    ['?saved=cancelled', 'My event registrations', 'status', 'Your registration is cancelled.'],
    ['?failed=started', 'My event registrations', 'alert', 'The event has started'],
    ['?failed=confirm', 'Your data', 'alert', 'Tick the box'],
  ])('after %s says so in its section', async (query, name, role, text) => {
    await renderAccount(`/members/account${query}`, async () => ACCOUNT);
    expect(within(section(name)).getByRole(role)).toHaveTextContent(text);
    expect(screen.getAllByRole(role)).toHaveLength(1);
  });
});

describe('My account, for a visitor', () => {
  it('offers to sign in, and reads no account', async () => {
    const read = vi.fn();
    await renderAccount('/members/account');
    expect(screen.getByRole('link', { name: 'Sign in as a member' })).toHaveAttribute(
      'href',
      '/members/sign-in',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['?signedOut=1', 'You are signed out.'],
    ['?signedOut=everywhere', 'You are signed out on every device.'],
  ])('after %s says so', async (query, text) => {
    await renderAccount(`/members/account${query}`);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Sign in as a member' })).toBeInTheDocument();
  });

  it('after a deletion says it is done, and offers to join again', async () => {
    await renderAccount('/members/account?deleted=1');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your membership is deleted and you are signed out.',
    );
    expect(screen.getByRole('link', { name: 'Join again' })).toHaveAttribute('href', '/join');
    expect(screen.queryByRole('link', { name: 'Sign in as a member' })).toBeNull();
  });

  it('an ended session says so', async () => {
    await renderAccount('/members/account?failed=session');
    expect(screen.getByRole('alert')).toHaveTextContent('Your member session has ended.');
  });

  it('a failed read says so instead of the account', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderAccount('/members/account', async () => {
      throw new Error('database down');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your membership could not be loaded.');
  });
});
