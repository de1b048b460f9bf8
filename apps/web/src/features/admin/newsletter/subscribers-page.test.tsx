import type { NewsletterSend, Subscriber } from '@lss/shared/newsletter';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, logIn, renderAdmin } from '../test/render-admin.tsx';
import { SubscribersPage } from './subscribers-page.tsx';

const subscriber = (n: number, email: string, status: Subscriber['status']): Subscriber => ({
  _id: `s${n}`,
  email,
  name: '',
  status,
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
  confirmedAt: null,
  unsubscribedAt: null,
});
const READERS = [
  subscriber(1, 'ada@student.test', 'confirmed'),
  subscriber(2, 'bola@student.test', 'pending'),
];

function serveSubscribers(total = READERS.length) {
  return fakeApi({
    'GET /api/newsletter/sends': { body: [] },
    'GET /api/newsletter/subscribers': { body: READERS, headers: { 'X-Total-Count': String(total) } },
    'GET /api/newsletter/subscribers.csv': { body: 'Email\n' },
  });
}
const listCalls = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.path === '/api/newsletter/subscribers').map((call) => call.search);

describe('the subscribers as an admin list (decision 018)', () => {
  it('keeps search, status, order and page in the address; a new status or order starts at page 1', async () => {
    logIn();
    const calls = serveSubscribers(120);
    const { router } = renderAdmin(
      [{ path: '/admin/subscribers', Component: SubscribersPage }],
      '/admin/subscribers?q=student&status=confirmed&page=2',
    );
    expect(await screen.findByRole('list', { name: 'Subscribers' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toBe('?status=confirmed&page=2&limit=50&q=student');
    expect(screen.getByRole('searchbox', { name: 'Search subscribers' })).toHaveValue('student');
    const nav = screen.getByRole('navigation', { name: 'Subscriber pages' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/admin/subscribers?q=student&status=confirmed&page=3',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('?status=pending&page=1&limit=50&q=student'));
    expect(router.state.location.search).toBe('?q=student&status=pending');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'E-mail (Z to A)');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('?status=pending&page=1&limit=50&q=student&sort=-email'),
    );
    expect(router.state.location.search).toBe('?q=student&status=pending&sort=-email');

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('?page=1&limit=50&q=student&sort=-email'));
  });

  it('exports what the search and the status filter keep', async () => {
    logIn();
    const calls = serveSubscribers();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
    );
    renderAdmin(
      [{ path: '/admin/subscribers', Component: SubscribersPage }],
      '/admin/subscribers?q=ada&status=confirmed&sort=email&page=2',
    );
    await screen.findByRole('list', { name: 'Subscribers' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/newsletter/subscribers.csv')?.search).toBe(
        '?q=ada&status=confirmed',
      ),
    );
  });

  it('says when nothing matches a search, or a status', async () => {
    logIn();
    fakeApi({
      'GET /api/newsletter/sends': { body: [] },
      'GET /api/newsletter/subscribers': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    const { router } = renderAdmin(
      [{ path: '/admin/subscribers', Component: SubscribersPage }],
      '/admin/subscribers?q=zed',
    );
    expect(await screen.findByText('No subscribers match “zed”.')).toBeInTheDocument();
    await router.navigate('/admin/subscribers?status=unsubscribed');
    expect(await screen.findByText('No subscribers match.')).toBeInTheDocument();
  });

  it('pages the newsletters sent under their own name in the address, apart from the subscribers', async () => {
    logIn();
    const send = (n: number): NewsletterSend => ({
      _id: `n${n}`,
      postId: `p${n}`,
      postTitle: `Moot Court Report ${n}`,
      requestedBy: 'Amara Okonkwo',
      createdAt: '2026-03-01T10:00:00.000Z',
      queued: 0,
      sent: 40,
      failed: 0,
    });
    const calls = fakeApi({
      'GET /api/newsletter/sends': () => {
        const page = Number(new URLSearchParams(calls.at(-1)?.search).get('page'));
        const numbers = page === 2 ? [51, 52] : Array.from({ length: 50 }, (_, n) => n + 1);
        return { body: numbers.map(send), headers: { 'X-Total-Count': '52' } };
      },
      'GET /api/newsletter/subscribers': { body: READERS, headers: { 'X-Total-Count': '2' } },
    });
    const { router } = renderAdmin(
      [{ path: '/admin/subscribers', Component: SubscribersPage }],
      '/admin/subscribers',
    );
    const sent = await screen.findByRole('region', { name: 'Newsletters sent' });
    expect(within(sent).getAllByText(/^Moot Court Report \d+$/)).toHaveLength(50);
    const nav = within(sent).getByRole('navigation', { name: 'Newsletters sent pages' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Page 2' }));
    expect(await within(sent).findByText('Moot Court Report 52')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sends-page=2');
    expect(calls.filter((call) => call.path === '/api/newsletter/sends').at(-1)?.search).toBe(
      '?page=2&limit=50',
    );
    expect(listCalls(calls).at(-1)).toBe('?page=1&limit=50');
  });
});
