import { authMessages } from '@lss/shared/auth-messages';
import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import { reviewMessages } from '@lss/shared/post-messages';
import type { Role } from '@lss/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as GuardedLayout } from '#web/app/admin/admin-layout.tsx';
import type { AdminRouteHandle } from './access.ts';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { fakeApi, logIn, renderAdmin, SESSION } from './test/render-admin.tsx';

const screenOf = (name: string, area: AdminRouteHandle['area']) => ({
  path: `/admin/${name}`,
  handle: { area } satisfies AdminRouteHandle,
  element: <p>{name} screen</p>,
});

const routes = [
  { path: '/admin/login', element: <p>Login screen</p> },
  {
    Component: GuardedLayout,
    children: [
      { path: '/admin/dashboard', handle: { area: 'dashboard' }, Component: DashboardPage },
      screenOf('posts', 'posts'),
      screenOf('events', 'events'),
      screenOf('settings', 'settings'),
      screenOf('account', 'account'),
    ],
  },
];

const stats = {
  events: 2,
  posts: 3,
  executives: 4,
  materials: 5,
  podcasts: 6,
  unreadMessages: 1,
  pendingSubmissions: 2,
  awaitingReview: 1,
  members: { pending: 1, active: 3, verified: 8, lapsed: 0 },
};

const awaiting = {
  _id: 'p1',
  title: 'On Tort Reform',
  slug: 'on-tort-reform',
  author: { _id: 'u3', fullName: 'Chidi Contributor' },
  status: 'draft',
  reviewRequestedAt: '2026-11-20T10:00:00.000Z',
};

function signedInAs(role: Role, meRole: Role = role) {
  logIn({ ...SESSION, role });
  return fakeApi({
    'GET /api/dashboard/stats': { body: stats },
    'GET /api/users/me': { body: { ...SESSION, _id: 'u1', role: meRole, totpEnabled: false } },
    'GET /api/posts/review-queue': { body: [awaiting] },
    'GET /api/activity': { body: [] },
  });
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());

describe('roles in the admin area', () => {
  it('shows a contributor only the dashboard, posts, their media and account, and only the posts tile', async () => {
    signedInAs('contributor');
    renderAdmin(routes, '/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(navLinks()).toEqual(['Dashboard', 'Posts', 'Media', 'Elections', 'Account', 'View website']);
    expect(await screen.findByRole('link', { name: /Posts: 3/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Events: 2/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Unread messages/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Members/ })).toBeNull();
    // Reviewing is an editor's job.
    expect(screen.queryByRole('heading', { name: reviewMessages.awaitingReview })).toBeNull();
  });

  it('shows an editor the content, inbox and review queue, but not settings or activity', async () => {
    signedInAs('editor');
    renderAdmin(routes, '/admin/dashboard');
    const queue = await screen.findByRole('region', { name: /Awaiting review/ });
    expect(await within(queue).findByText('On Tort Reform')).toBeInTheDocument();
    expect(within(queue).getByText('by Chidi Contributor')).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: 'Review On Tort Reform' })).toHaveAttribute(
      'href',
      '/admin/post/p1/edit',
    );
    // Members by status, the tile marked while some await the society's check.
    expect(screen.getByRole('link', { name: /^Members: 12\./ })).toHaveAttribute('href', '/admin/members');
    expect(screen.getByRole('link', { name: '3 awaiting the society’s check' })).toHaveAttribute(
      'href',
      '/admin/members?status=active',
    );
    expect(navLinks()).toEqual([
      'Dashboard',
      'Events',
      'Posts',
      'Executives',
      'Materials',
      'Podcast',
      'Media',
      'Messages1 unread',
      'Members',
      'Elections',
      'Subscribers',
      'Submissions2 pending',
      'Account',
      'View website',
    ]);
  });

  it('tells an editor who opens Settings by its address that they may not, without the screen', async () => {
    signedInAs('editor');
    renderAdmin(routes, '/admin/settings');
    expect(await screen.findByText(authMessages.noPermission)).toBeInTheDocument();
    expect(screen.queryByText('settings screen')).toBeNull();
  });

  it('lets an administrator use everything', async () => {
    signedInAs('administrator');
    renderAdmin(routes, '/admin/settings');
    expect(await screen.findByText('settings screen')).toBeInTheDocument();
    expect(navLinks()).toContain('Settings');
    expect(navLinks()).toContain('Activity');
  });

  it('follows a role changed on the server since the login', async () => {
    signedInAs('administrator', 'editor');
    renderAdmin(routes, '/admin/settings');
    expect(await screen.findByText(authMessages.noPermission)).toBeInTheDocument();
    expect(navLinks()).not.toContain('Settings');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ role: 'editor' }),
    );
  });
});

describe("the dashboard's counts", () => {
  it("each lead to their list and, where staff add them, to a new one's form", async () => {
    signedInAs('administrator');
    renderAdmin(routes, '/admin/dashboard');
    await screen.findByRole('link', { name: /^Events: 2\./ });
    const links: [text: string, href: string][] = [
      ['Events: 2. Manage events', '/admin/events'],
      ['+ Add event', '/admin/event/new'],
      ['Posts: 3. Manage posts', '/admin/posts'],
      ['+ New post', '/admin/post/new'],
      ['Executives: 4. Manage executives', '/admin/executives'],
      ['+ Add executive', '/admin/executive/new'],
      ['Materials: 5. Manage materials', '/admin/materials'],
      ['+ Add material', '/admin/material/new'],
      ['Podcasts: 6. Manage podcasts', '/admin/podcast'],
      ['+ Schedule episode', '/admin/podcast/new'],
      ['Unread messages: 1. Open the inbox', '/admin/messages'],
      ['Pending submissions: 2. Review submissions', '/admin/submissions'],
    ];
    const main = screen.getByRole('main');
    const shown = within(main)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    for (const link of links) expect(shown).toContainEqual(link);
    expect(shown.filter(([text]) => text?.startsWith('+ '))).toHaveLength(5);
  });
});
