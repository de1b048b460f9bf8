import type { ElectionDetail } from '@lss/shared/elections';
import type { AdminUser } from '@lss/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, logIn, renderAdmin, SESSION, toasts } from '../test/render-admin.tsx';
import { ElectionsListPage } from './elections-list-page.tsx';
import { NewElectionPage } from './new-election-page.tsx';
import { electionSummary } from './test-elections.ts';

const summary = electionSummary;

const VOTING = summary({
  _id: 'e2',
  slug: 'council-2026',
  title: 'Council Elections 2026',
  session: '2026/2027',
  status: 'voting',
  nominationsOpenAt: '2026-11-20T09:00:00.000Z',
  votingOpenAt: '2026-11-27T08:00:00.000Z',
  votingCloseAt: '2026-11-28T17:00:00.000Z',
  turnout: { ballots: 30, roll: 120 },
});
const DRAFT = summary({});

const account = (n: number, fullName: string, role: AdminUser['role']): AdminUser => ({
  _id: `u${n}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@lss.test`,
  role,
  totpEnabled: false,
});
const STAFF = [account(1, 'Ada Admin', 'administrator'), account(2, 'Efe Editor', 'editor')];

const openList = () =>
  renderAdmin(
    [
      { path: '/admin/elections', Component: ElectionsListPage },
      { path: '/admin/election/new', Component: NewElectionPage },
      { path: '/admin/elections/:slug', element: <p>election screen</p> },
    ],
    '/admin/elections',
  );

describe('the Elections list (issue 28)', () => {
  it('shows each election with its step, windows on the society clock and turnout', async () => {
    logIn();
    fakeApi({
      'GET /api/elections': { body: [VOTING, DRAFT], headers: { 'X-Total-Count': '2' } },
      'GET /api/settings': { body: { timeZone: 'Africa/Lagos', currentSession: '2026/2027' } },
    });
    openList();
    const table = await screen.findByRole('table', { name: 'Elections' });
    const voting = within(table).getByRole('link', { name: 'Council Elections 2026' }).closest('tr')!;
    expect(within(table).getByRole('link', { name: 'Council Elections 2026' })).toHaveAttribute(
      'href',
      '/admin/elections/council-2026',
    );
    expect(within(voting).getByText('Voting')).toBeInTheDocument();
    expect(within(voting).getByText('2026/2027 session')).toBeInTheDocument();
    // 08:00 UTC is 9:00 in Lagos.
    expect(within(voting).getByText('Nov 27, 2026, 9:00 AM GMT+1')).toBeInTheDocument();
    expect(within(voting).getByText('30 of 120 (25%)')).toBeInTheDocument();
    const draft = within(table).getByRole('link', { name: 'Council Elections 2027' }).closest('tr')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getAllByText('By hand')).toHaveLength(3);
    expect(within(draft).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('2 elections.')).toBeInTheDocument();
  });

  it('offers an administrator New election, and says so when there are none', async () => {
    logIn();
    fakeApi({ 'GET /api/elections': { body: [], headers: { 'X-Total-Count': '0' } } });
    openList();
    expect(await screen.findByText('There are no elections yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New election' })).toHaveAttribute('href', '/admin/election/new');
  });

  it('offers an editor no New election: an administrator creates elections and names officers', async () => {
    logIn({ ...SESSION, role: 'editor' });
    fakeApi({ 'GET /api/elections': { body: [], headers: { 'X-Total-Count': '0' } } });
    openList();
    expect(
      await screen.findByText(
        'There are no elections for you yet. An administrator creates an election and names its officers.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New election' })).toBeNull();
  });
});

describe('New election (issue 28)', { timeout: 20_000 }, () => {
  const openNew = () =>
    renderAdmin(
      [
        { path: '/admin/election/new', Component: NewElectionPage },
        { path: '/admin/elections/:slug', element: <p>election screen</p> },
      ],
      '/admin/election/new',
    );

  it('checks the form before sending: a title and at least one officer', async () => {
    logIn();
    const calls = fakeApi({
      'GET /api/users': { body: STAFF },
      'GET /api/settings': { body: { timeZone: 'Africa/Lagos', currentSession: '2026/2027' } },
    });
    openNew();
    // The session elected starts as the one after the current session.
    await waitFor(() => expect(screen.getByLabelText('Session')).toHaveValue('2027/2028'));
    await screen.findByRole('checkbox', { name: /Ada Admin/ });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create election' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Name at least one electoral officer.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks before leaving with what was typed', async () => {
    logIn();
    fakeApi({ 'GET /api/users': { body: STAFF } });
    const { router } = renderAdmin(
      [
        { path: '/admin/election/new', Component: NewElectionPage },
        { path: '/admin/elections', element: <p>elections list</p> },
      ],
      '/admin/election/new',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Council Elections 2028');
    await user.click(screen.getByRole('link', { name: /Back to Elections/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page without saving them?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/election/new');
    expect(screen.getByLabelText('Title')).toHaveValue('Council Elections 2028');
  });

  it("creates an election, sending positions, officers, levels and local windows, and opens it; the API's errors go under their fields", async () => {
    logIn();
    let attempt = 0;
    const calls = fakeApi({
      'GET /api/users': { body: STAFF },
      'GET /api/settings': { body: { timeZone: 'Africa/Lagos', currentSession: '2026/2027' } },
      'POST /api/elections': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                message:
                  'The windows must follow each other: nominations open, then voting opens, then voting closes.',
                errors: {
                  votingOpenAt:
                    'The windows must follow each other: nominations open, then voting opens, then voting closes.',
                  'positions.1.title': 'Position is required.',
                },
              },
            }
          : { status: 201, body: { ...DRAFT, slug: 'council-elections-2028' } as Partial<ElectionDetail> },
    });
    const { router } = openNew();
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: /Efe Editor/ });
    await user.type(screen.getByLabelText('Title'), 'Council Elections 2028');
    await user.click(screen.getByRole('button', { name: 'Add a position' }));
    await user.type(screen.getByLabelText('Position 1'), 'Secretary');
    await user.click(screen.getByRole('button', { name: 'Add a position' }));
    await user.type(screen.getByLabelText('Position 2'), 'President');
    await user.click(screen.getByRole('button', { name: 'Move President up' }));
    await user.clear(screen.getByLabelText('Seats of position 2'));
    await user.type(screen.getByLabelText('Seats of position 2'), '2');
    await user.click(screen.getByRole('checkbox', { name: /Efe Editor/ }));
    await user.click(screen.getByRole('checkbox', { name: '400L' }));
    await user.click(screen.getByRole('checkbox', { name: '300L' }));
    await user.type(screen.getByLabelText('Nominations open'), '2027-03-01T09:00');
    await user.type(screen.getByLabelText('Voting opens'), '2027-02-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Create election' }));

    expect(await toasts().findByText('Failed to create the election.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The windows must follow each other: nominations open, then voting opens, then voting closes.',
        { selector: '[role="alert"]' },
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Voting opens')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Position 2')).toHaveAccessibleDescription('Position is required.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Council Elections 2028',
      session: '2027/2028',
      officers: ['u2'],
      eligibleLevels: ['300L', '400L'],
      positions: [
        { title: 'President', seats: '1' },
        { title: 'Secretary', seats: '2' },
      ],
      nominationsOpenAt: '2027-03-01T09:00',
      votingOpenAt: '2027-02-01T09:00',
    });

    await user.click(screen.getByRole('button', { name: 'Create election' }));
    expect(await screen.findByText('election screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/elections/council-elections-2028');
    expect(await toasts().findByText('Election created.')).toBeInTheDocument();
  });
});
