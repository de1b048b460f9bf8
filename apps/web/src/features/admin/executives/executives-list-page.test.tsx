import type { Executive } from '@lss/shared/executives';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, logIn, renderAdmin } from '../test/render-admin.tsx';
import { ExecutivesListPage } from './executives-list-page.tsx';

/** The executives admin list: one session's council (decision 021), searched and sorted (018). */
const CURRENT = '2026/2027';
const PAST = '2025/2026';

const person = (name: string, position: string, displayOrder: number, session = CURRENT): Executive => ({
  _id: `${session}-${position}`,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  name,
  position,
  imageUrl: null,
  displayOrder,
  isFeatured: false,
  session,
});
const COUNCILS: Record<string, Executive[]> = {
  [CURRENT]: [person('Zainab Bello', 'President', 1), person('', 'Secretary', 2)],
  [PAST]: [person('Old President', 'President', 1, PAST)],
};

/** The fake API searches (name as shown, or position) and orders as the server does, and records what was asked. */
function serveCouncils() {
  const calls = fakeApi({
    'GET /api/settings': { body: { ...DEFAULT_SITE_SETTINGS, currentSession: CURRENT, updatedAt: null } },
    'GET /api/executives/sessions': { body: [CURRENT, PAST] },
    'GET /api/executives': () => {
      const asked = new URLSearchParams(calls.at(-1)!.search);
      const q = asked.get('q')?.toLowerCase() ?? '';
      const found = (COUNCILS[asked.get('session') ?? ''] ?? []).filter((one) =>
        [one.name || 'Vacant', one.position].some((text) => text.toLowerCase().includes(q)),
      );
      if (asked.get('sort')?.startsWith('-')) found.reverse();
      return { body: found, headers: { 'X-Total-Count': String(found.length) } };
    },
  });
  return calls;
}
const listCalls = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.path === '/api/executives').map((call) => call.search);

describe('the executives admin list', () => {
  it('searches the council of the session in view, keeps the search in the address, and says when nothing matches', async () => {
    logIn();
    const calls = serveCouncils();
    const { router } = renderAdmin(
      [{ path: '/admin/executives', Component: ExecutivesListPage }],
      '/admin/executives',
    );
    expect(await screen.findByText('Zainab Bello')).toBeInTheDocument();
    const box = within(screen.getByRole('search', { name: 'Search executives' })).getByRole('searchbox', {
      name: 'Search executives',
    });
    const user = userEvent.setup();
    await user.type(box, 'secretary');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('?session=2026%2F2027&vacant=include&page=1&limit=50&q=secretary'),
    );
    expect(router.state.location.search).toBe('?q=secretary');
    // The vacant position is found, and still shown as vacant.
    expect(await screen.findByText('Vacant')).toBeInTheDocument();
    expect(screen.queryByText('Zainab Bello')).toBeNull();

    // Another session: the same search, in that council.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session' }), PAST);
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('?session=2025%2F2026&vacant=include&page=1&limit=50&q=secretary'),
    );
    expect(await screen.findByText('No executives match “secretary”.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=secretary&session=2025-2026');
  });

  it('sorts by the name, position, display order and featured headers, either way', async () => {
    logIn();
    const calls = serveCouncils();
    const { router } = renderAdmin(
      [{ path: '/admin/executives', Component: ExecutivesListPage }],
      '/admin/executives',
    );
    const sortPosition = await screen.findByRole('button', { name: /^POSITION/ });
    for (const name of [/^NAME/, /^DISPLAY ORDER/, /^FEATURED/]) {
      expect(screen.getByRole('button', { name }).closest('th')).toHaveAttribute('aria-sort', 'none');
    }
    expect(screen.getByRole('columnheader', { name: 'ACTIONS' })).not.toHaveAttribute('aria-sort');
    const header = sortPosition.closest('th')!;

    const user = userEvent.setup();
    await user.click(sortPosition);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(listCalls(calls).at(-1)).toBe('?session=2026%2F2027&vacant=include&page=1&limit=50&sort=position');
    await user.click(sortPosition);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(listCalls(calls).at(-1)).toBe(
      '?session=2026%2F2027&vacant=include&page=1&limit=50&sort=-position',
    );
    expect(router.state.location.search).toBe('?sort=-position');
    await waitFor(() =>
      expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
        expect.stringContaining('NAME'),
        expect.stringContaining('Vacant'),
        expect.stringContaining('Zainab Bello'),
      ]),
    );

    await user.click(screen.getByRole('button', { name: /^DISPLAY ORDER/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('&sort=order'));
    await user.click(screen.getByRole('button', { name: /^FEATURED/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('&sort=featured'));
    expect(router.state.location.search).toBe('?sort=featured');
  });
});
