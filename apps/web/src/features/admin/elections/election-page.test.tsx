import type { ElectionDetail, Nomination, PositionResult } from '@lss/shared/elections';
import type { Role } from '@lss/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi, logIn, renderAdmin, SESSION, toasts } from '../test/render-admin.tsx';
import { ElectionPage } from './election-page.tsx';
import { electionDetail } from './test-elections.ts';

const election = electionDetail;

const nomination = (n: number, fullName: string, values: Partial<Nomination> = {}): Nomination => ({
  _id: `n${n}`,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  positionId: 'p1',
  positionTitle: 'President',
  member: {
    _id: `m${n}`,
    fullName,
    email: `${fullName.split(' ')[0]!.toLowerCase()}@students.test`,
    level: '300L',
  },
  manifesto: `<p>I, ${fullName}, will <strong>open</strong> the library on Sundays.</p>`,
  photoUrl: `/uploads/${n}.jpg`,
  status: 'pending',
  reason: null,
  ...values,
});

/** Signed in as u1 (an officer of the election above) unless told otherwise. */
function serve(detail: ElectionDetail, extra: FakeApi = {}, me: { id?: string; role?: Role } = {}) {
  logIn({ ...SESSION, role: me.role ?? 'administrator' });
  return fakeApi({
    'GET /api/elections/council-2027': { body: detail },
    'GET /api/elections/council-2027/nominations': { body: [] },
    'GET /api/users/me': {
      body: {
        _id: me.id ?? 'u1',
        fullName: 'Ada Admin',
        email: 'ada@example.org',
        role: me.role ?? 'administrator',
      },
    },
    'GET /api/users': {
      body: [
        {
          _id: 'u1',
          fullName: 'Ada Admin',
          email: 'ada@lss.test',
          role: 'administrator',
          totpEnabled: false,
        },
        { _id: 'u2', fullName: 'Efe Editor', email: 'efe@lss.test', role: 'editor', totpEnabled: false },
      ],
    },
    'GET /api/settings': { body: { timeZone: 'Africa/Lagos', currentSession: '2026/2027' } },
    ...extra,
  });
}

const open = () =>
  renderAdmin(
    [
      { path: '/admin/elections/:slug', Component: ElectionPage },
      { path: '/admin/elections', element: <p>elections list</p> },
    ],
    '/admin/elections/council-2027',
  );

describe('an election in the admin area (issue 28)', { timeout: 20_000 }, () => {
  it('takes the next step by hand after a confirmation naming what happens; cancelling sends nothing', async () => {
    let stored = election();
    const calls = serve(stored, {
      'GET /api/elections/council-2027': () => ({ body: stored }),
      'POST /api/elections/council-2027/status': () => {
        stored = election({ status: 'nominations', nominationsOpenAt: '2026-11-27T12:00:00.000Z' });
        return { body: stored };
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open nominations' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Open nominations now? Verified members can then stand for a position. The positions can still change.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Open nominations' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Open nominations' }));
    expect(await toasts().findByText('Nominations are open.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'nominations' });
    // The screen shows the step the server answered with, and its next one.
    expect(await screen.findByRole('button', { name: 'Open voting' })).toBeInTheDocument();
  });

  it("shows the API's refusal of a step in a toast", async () => {
    serve(election({ status: 'nominations' }), {
      'POST /api/elections/council-2027/status': {
        status: 409,
        body: { message: 'Accept at least one candidate before voting opens.' },
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open voting' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/The roll of eligible members is frozen/);
    await user.click(within(dialog).getByRole('button', { name: 'Open voting' }));
    expect(await toasts().findByText('Failed to move the election on.')).toBeInTheDocument();
    expect(toasts().getByText('Accept at least one candidate before voting opens.')).toBeInTheDocument();
  });

  it('offers no Close voting when the close is set: only extending it, confirmed', async () => {
    const calls = serve(
      election({
        status: 'voting',
        votingOpenAt: '2026-11-27T08:00:00.000Z',
        votingCloseAt: '2026-11-28T16:00:00.000Z',
        turnout: { ballots: 3, roll: 10 },
      }),
      {
        'PATCH /api/elections/council-2027': {
          body: election({ status: 'voting', votingCloseAt: '2026-11-28T18:00:00.000Z' }),
        },
      },
    );
    open();
    expect(
      await screen.findByText(
        'Voting closes at its set time, Nov 28, 2026, 5:00 PM GMT+1. The close can be extended, never brought forward.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close voting' })).toBeNull();
    expect(screen.getByText('3 of 10 eligible members voted (30%).')).toBeInTheDocument();
    // Nothing that decides who votes or for what can change.
    expect(screen.getByLabelText('Position 1')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '100L' })).toBeDisabled();

    const user = userEvent.setup();
    const close = screen
      .getAllByLabelText('Voting closes')
      .find((field) => !(field as HTMLInputElement).disabled)!;
    expect(close).toHaveValue('2026-11-28T17:00');
    await user.clear(close);
    await user.type(close, '2026-11-28T19:00');
    await user.click(screen.getByRole('button', { name: 'Extend the close' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Extend the close of voting to Nov 28, 2026, 7:00 PM GMT+1? This is shown publicly.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Extend the close' }));
    expect(await toasts().findByText('The close was extended.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      votingCloseAt: '2026-11-28T19:00',
    });
  });

  it('offers Close voting for an election without a set close', async () => {
    serve(election({ status: 'voting', votingOpenAt: '2026-11-27T08:00:00.000Z' }));
    open();
    expect(await screen.findByRole('button', { name: 'Close voting' })).toBeInTheDocument();
  });

  it('saves only what changed and shows the refusal of a change under its field', async () => {
    const calls = serve(election({ status: 'nominations', nominationsOpenAt: '2026-11-20T08:00:00.000Z' }), {
      'PATCH /api/elections/council-2027': {
        status: 400,
        body: {
          message:
            'Voting opens must be in the future. To move the election on now, use its next step instead.',
          errors: {
            votingOpenAt:
              'Voting opens must be in the future. To move the election on now, use its next step instead.',
          },
        },
      },
    });
    open();
    const user = userEvent.setup();
    const seats = await screen.findByLabelText('Seats of position 2');
    // Nominations have opened: their opening stays.
    expect(screen.getByLabelText('Nominations open')).toBeDisabled();
    await user.clear(seats);
    await user.type(seats, '3');
    await user.type(screen.getByLabelText('Voting opens'), '2026-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await toasts().findByText('Failed to save the election.')).toBeInTheDocument();
    expect(screen.getByLabelText('Voting opens')).toHaveAccessibleDescription(
      /Voting opens must be in the future/,
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      positions: [
        { _id: 'p1', title: 'President', seats: '1' },
        { _id: 'p2', title: 'Secretary', seats: '3' },
      ],
      votingOpenAt: '2026-01-01T09:00',
    });
  });

  it('deletes a draft after a confirmation, for an administrator', async () => {
    const calls = serve(election(), {
      'DELETE /api/elections/council-2027': { body: { message: 'Election deleted.' } },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete election' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Delete Council Elections 2027? It is still a draft: nothing else is lost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete election' }));
    expect(await screen.findByText('elections list')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('lets a contributor who is an officer run it, without naming officers or deleting it', async () => {
    const calls = serve(election(), {}, { id: 'u1', role: 'contributor' });
    open();
    expect(await screen.findByRole('button', { name: 'Open nominations' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete election' })).toBeNull();
    // The officers are named, not chosen: the accounts list is an administrator's.
    const officers = screen.getByRole('heading', { name: 'Electoral officers' }).parentElement!;
    expect(within(officers).getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Efe Editor/ })).toBeNull();
    expect(calls.some((call) => call.path === '/api/users')).toBe(false);
  });

  it('shows an administrator who is not an officer the election without its steps', async () => {
    serve(election({ status: 'nominations' }), {}, { id: 'u9' });
    open();
    expect(
      await screen.findAllByText("Only this election's officers run it. An administrator names them."),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Open voting' })).toBeNull();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    // The officers are theirs to name.
    expect(await screen.findByRole('checkbox', { name: /Efe Editor/ })).toBeEnabled();
  });
});

describe('nominations (issue 28)', { timeout: 20_000 }, () => {
  const NOMINATIONS = [
    nomination(1, 'Bola Ade'),
    nomination(2, 'Chidi Eze', { positionId: 'p2', positionTitle: 'Secretary', status: 'accepted' }),
  ];

  it('lists them per position with level, photo and manifesto; accepts one', async () => {
    let stored = NOMINATIONS;
    const calls = serve(election({ status: 'nominations' }), {
      'GET /api/elections/council-2027/nominations': () => ({ body: stored }),
      'PATCH /api/elections/council-2027/nominations/n1': () => {
        stored = [{ ...NOMINATIONS[0]!, status: 'accepted' }, NOMINATIONS[1]!];
        return { body: stored[0] };
      },
    });
    open();
    const president = await screen.findByRole('table', { name: 'Nominations for President' });
    const row = within(president)
      .getByRole('cell', { name: /^Bola Ade/ })
      .closest('tr')!;
    expect(within(row).getByText('300L')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Photo of Bola Ade' })).toHaveAttribute(
      'src',
      '/uploads/1.jpg',
    );
    expect(within(row).getByText('I, Bola Ade, will open the library on Sundays.')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    const secretary = screen.getByRole('table', { name: 'Nominations for Secretary' });
    expect(within(secretary).getByText('Accepted')).toBeInTheDocument();
    expect(within(secretary).queryByRole('button', { name: 'Accept Chidi Eze' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Accept Bola Ade' }));
    expect(await toasts().findByText('Bola Ade is a candidate.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'accepted' });
    // The row says so, and focus stays in it, on what can still be done with it.
    expect(await within(row).findByText('Accepted')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Accept Bola Ade' })).toBeNull();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Reject Bola Ade' })).toHaveFocus());
  });

  it('rejects only with a reason', async () => {
    let stored = NOMINATIONS;
    const calls = serve(election({ status: 'nominations' }), {
      'GET /api/elections/council-2027/nominations': () => ({ body: stored }),
      'PATCH /api/elections/council-2027/nominations/n2': () => {
        const rejected = {
          ...NOMINATIONS[1]!,
          status: 'rejected' as const,
          reason: 'Not a final-year student.',
        };
        stored = [NOMINATIONS[0]!, rejected];
        return { body: rejected };
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Chidi Eze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the nomination of Chidi Eze' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason for rejecting a nomination.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Not a final-year student.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await toasts().findByText('The nomination of Chidi Eze was rejected.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'rejected',
      reason: 'Not a final-year student.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Not a final-year student.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject Chidi Eze' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Chidi Eze' })).toHaveFocus());
  });

  it('offers no decision once voting has opened', async () => {
    serve(election({ status: 'voting', votingOpenAt: '2026-11-27T08:00:00.000Z' }), {
      'GET /api/elections/council-2027/nominations': { body: NOMINATIONS },
    });
    open();
    await screen.findByRole('table', { name: 'Nominations for President' });
    expect(screen.getByText('Voting has opened: the nominations are decided.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reject / })).toBeNull();
  });
});

describe('results, ties and the council (issue 28)', { timeout: 20_000 }, () => {
  const tied: PositionResult = {
    positionId: 'p1',
    title: 'President',
    seats: 1,
    abstentions: 1,
    candidates: [
      { candidateId: 'n1', name: 'Bola Ade', votes: 4, elected: false },
      { candidateId: 'n3', name: 'Dayo Ola', votes: 4, elected: false },
      { candidateId: 'n4', name: 'Emeka Obi', votes: 1, elected: false },
    ],
    tie: true,
    tieBreak: null,
    decided: false,
  };
  const clear: PositionResult = {
    positionId: 'p2',
    title: 'Secretary',
    seats: 1,
    abstentions: 0,
    candidates: [
      { candidateId: 'n2', name: 'Chidi Eze', votes: 7, elected: true },
      { candidateId: 'n5', name: 'Funmi Ayo', votes: 2, elected: false },
    ],
    tie: false,
    tieBreak: null,
    decided: true,
  };
  const closed = (values: Partial<ElectionDetail> = {}) =>
    election({
      status: 'closed',
      votingOpenAt: '2026-11-27T08:00:00.000Z',
      votingCloseAt: '2026-11-28T16:00:00.000Z',
      turnout: { ballots: 9, roll: 12 },
      results: [tied, clear],
      ...values,
    });

  it('shows votes per candidate, who is elected, abstentions and turnout; flags a tie and records how it was broken', async () => {
    const calls = serve(closed(), {
      'PUT /api/elections/council-2027/positions/p1/tie-break': {
        body: { ...tied, tieBreak: { winners: ['n3'], note: 'Drawn by lot.' }, decided: true },
      },
    });
    open();
    const secretary = await screen.findByRole('table', { name: 'Votes for Secretary' });
    const chidi = within(secretary).getByRole('rowheader', { name: 'Chidi Eze' }).closest('tr')!;
    expect(within(chidi).getByText('7')).toBeInTheDocument();
    expect(within(chidi).getByText('Elected')).toBeInTheDocument();
    expect(screen.getByText('Abstentions: 1')).toBeInTheDocument();
    expect(screen.getByText('9 of 12 eligible members voted (75%).')).toBeInTheDocument();
    expect(screen.getByText('Tied for the last seat: record how the tie was broken.')).toBeInTheDocument();
    // The results are not published yet: no council.
    expect(screen.queryByRole('button', { name: /Make this the council/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish results' })).toBeInTheDocument();

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Record the tie-break: President' });
    // Only the tied candidates can take the seat.
    expect(within(form).queryByRole('checkbox', { name: 'Emeka Obi' })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Bola Ade' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Dayo Ola' }));
    await user.click(within(form).getByRole('button', { name: 'Record the tie-break' }));
    expect(await within(form).findByText('Choose exactly 1 of the tied candidates.')).toBeInTheDocument();
    expect(within(form).getByText('How the tie was broken is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(within(form).getByRole('checkbox', { name: 'Bola Ade' }));
    await user.type(within(form).getByLabelText('How the tie was broken'), 'Drawn by lot.');
    await user.click(within(form).getByRole('button', { name: 'Record the tie-break' }));
    expect(await toasts().findByText('The tie-break was recorded.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      winners: ['n3'],
      note: 'Drawn by lot.',
    });
  });

  it("makes the council of the election's session after a confirmation, then links to its executives", async () => {
    const broken = { ...tied, tieBreak: { winners: ['n3'], note: 'Drawn by lot.' }, decided: true };
    const calls = serve(closed({ status: 'published', results: [broken, clear] }), {
      'POST /api/elections/council-2027/council': {
        status: 201,
        body: { session: '2027/2028', created: 2, filled: 0 },
      },
    });
    open();
    expect(await screen.findByText('Tie broken: Drawn by lot.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Make this the council of 2027/2028' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Make the winners the executives of 2027/2028? Each becomes an executive with their position and photo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make this the council of 2027/2028' }));
    expect(await toasts().findByText('The council of 2027/2028 was made: 2 executives.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/council'))).toBe(true);
    const executives = await screen.findByRole('link', { name: 'See the executives of 2027/2028' });
    expect(executives).toHaveAttribute('href', '/admin/executives?session=2027-2028');
    await waitFor(() => expect(executives).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Make this the council/ })).toBeNull();
  });

  it('shows no count before the close, and no ballots ever', async () => {
    serve(
      election({
        status: 'voting',
        votingOpenAt: '2026-11-27T08:00:00.000Z',
        turnout: { ballots: 2, roll: 5 },
      }),
    );
    open();
    expect(await screen.findByText('2 of 5 eligible members voted (40%).')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Results' })).toBeNull();
    expect(screen.queryByRole('link', { name: /ballot/i })).toBeNull();
    expect(screen.queryByRole('table', { name: /^Votes for/ })).toBeNull();
  });
});
