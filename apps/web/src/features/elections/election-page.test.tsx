import type { ElectionFormStep } from '@lss/shared/election-statuses';
import type { ElectionDetail, ElectionForMember } from '@lss/shared/elections';
import type { PageMember } from '@lss/shared/members';
import type { PublicDataSource } from '@lss/shared/public-data';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '#web/lib/site-context.ts';
import { BallotsPage } from './ballots-page.tsx';
import { ballotsLoader, electionLoader } from './election-loader.ts';
import { ElectionPage } from './election-page.tsx';

const ELECTION: ElectionDetail = {
  _id: 'el1',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  slug: 'council-2027',
  title: 'Council Election 2026/2027',
  session: '2026/2027',
  status: 'voting',
  nominationsOpenAt: '2026-11-10T08:00:00.000Z',
  votingOpenAt: '2026-11-20T08:00:00.000Z',
  votingCloseAt: '2026-12-01T16:00:00.000Z',
  next: { status: 'closed', at: '2026-12-01T16:00:00.000Z' },
  eligibleLevels: [],
  turnout: { ballots: 3, roll: 12 },
  closeExtensions: [],
  councilMadeAt: null,
  positions: [
    {
      _id: 'p1',
      title: 'President',
      seats: 1,
      order: 1,
      candidates: [
        { _id: 'c1', name: 'Ada Obi', photoUrl: '/uploads/ada.jpg', manifesto: '<p>Justice for all.</p>' },
        { _id: 'c2', name: 'Bola Ade', photoUrl: '/uploads/bola.jpg', manifesto: '<p>Law and order.</p>' },
      ],
    },
    {
      _id: 'p2',
      title: 'Members at large',
      seats: 2,
      order: 2,
      candidates: [
        { _id: 'c3', name: 'Chidi Eze', photoUrl: '/uploads/chidi.jpg', manifesto: '<p>More moots.</p>' },
        { _id: 'c4', name: 'Dayo Ola', photoUrl: '/uploads/dayo.jpg', manifesto: '<p>More books.</p>' },
        { _id: 'c5', name: 'Efe Uche', photoUrl: '/uploads/efe.jpg', manifesto: '<p>More clinics.</p>' },
      ],
    },
  ],
  officers: [{ fullName: 'Returning Officer' }],
  results: null,
  ballots: null,
};
const MEMBER: PageMember = {
  firstName: 'Ngozi',
  status: 'verified',
  fullName: 'Ngozi Bello',
  email: 'n@example.com',
};
const ELIGIBLE: ElectionForMember = { eligible: true, reason: null, voted: false, nomination: null };

function dataWith(
  election: ElectionDetail | null,
  ballots: Awaited<ReturnType<PublicDataSource['electionBallots']>> = null,
) {
  return {
    election: async () => election,
    electionBallots: async () => ballots,
  } as unknown as PublicDataSource;
}

async function renderElection(
  options: {
    election?: ElectionDetail;
    member?: PageMember | null;
    forMember?: ElectionForMember | null;
    form?: ElectionFormStep;
    url?: string;
  } = {},
) {
  const member = options.member === undefined ? MEMBER : options.member;
  const forMember = options.forMember === undefined ? ELIGIBLE : options.forMember;
  const deps = {
    data: dataWith(options.election ?? ELECTION),
    publicUrl: '',
    member,
    ...(member ? { electionForMember: async () => forMember } : {}),
    ...(options.form ? { electionForm: options.form } : {}),
  };
  const router = createMemoryRouter(
    [
      { path: '/elections/:slug', element: <ElectionPage />, loader: electionLoader(deps) },
      { path: '/elections/:slug/ballot', element: <ElectionPage />, loader: electionLoader(deps) },
      { path: '/elections/:slug/ballots', element: <BallotsPage />, loader: ballotsLoader(deps) },
    ],
    { initialEntries: [options.url ?? '/elections/council-2027'] },
  );
  render(
    <SiteProvider
      value={{
        settings: { ...DEFAULT_SITE_SETTINGS, updatedAt: null },
        publicUrl: 'http://localhost',
        member,
      }}
    >
      <RouterProvider router={router} />
    </SiteProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

describe('an election page', () => {
  it('shows the positions with candidates, the countdown to the close and the turnout to a visitor, who is asked to sign in', async () => {
    await renderElection({ member: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Council Election 2026/2027');
    expect(screen.getByRole('timer', { name: 'Time until closed' })).toBeInTheDocument();
    expect(screen.getByText('3 of 12 eligible members have voted (25%).')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Ada Obi' })).toBeInTheDocument();
    expect(screen.getByText('Justice for all.')).toBeInTheDocument();
    expect(screen.getByText(/Sign in as a member to vote/)).toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  });

  it('gives an eligible member the ballot: a plain form, one fieldset per position with its seats, a checkbox per candidate', async () => {
    await renderElection();
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/elections/council-2027/ballot');
    const president = screen.getByRole('group', { name: /President \(choose 1\)/ });
    const atLarge = screen.getByRole('group', { name: /Members at large \(choose up to 2\)/ });
    expect(within(president).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(atLarge).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(president).getByRole('checkbox', { name: 'Ada Obi' })).toHaveAttribute('name', 'c:p1:c1');
    expect(within(form).getByRole('button', { name: 'Review my ballot' })).toHaveAttribute('type', 'submit');
  });

  it('sends the ballot back with the choices kept and the error tied to its position', async () => {
    await renderElection({
      form: {
        kind: 'ballot',
        choices: { p2: ['c3', 'c4', 'c5'] },
        errors: { p2: 'Choose at most 2 for Members at large.' },
      },
    });
    const atLarge = screen.getByRole('group', { name: /Members at large/ });
    expect(atLarge).toHaveAccessibleDescription(/Choose at most 2 for Members at large\./);
    expect(within(atLarge).getByRole('checkbox', { name: 'Chidi Eze' })).toBeChecked();
    expect(within(atLarge).getByRole('checkbox', { name: 'Efe Uche' })).toBeChecked();
    expect(within(atLarge).getByRole('checkbox', { name: 'Chidi Eze' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your ballot needs a change');
  });

  it('reviews the choices: abstentions named, the choices in hidden fields of both Cast and Change', async () => {
    await renderElection({
      url: '/elections/council-2027/ballot',
      form: { kind: 'review', choices: { p1: ['c2'] } },
    });
    expect(screen.getByRole('heading', { name: 'Review your ballot' })).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Review your ballot' });
    expect(review).toHaveTextContent('Bola Ade');
    expect(review).toHaveTextContent('Abstain');
    const cast = screen.getByRole('button', { name: 'Cast my ballot' }).closest('form')!;
    expect(cast).toHaveAttribute('action', '/elections/council-2027/ballot/cast');
    expect(cast.querySelector('input[type="hidden"][name="c:p1:c2"]')).not.toBeNull();
    const change = screen.getByRole('button', { name: 'Change' }).closest('form')!;
    expect(change).toHaveAttribute('action', '/elections/council-2027/ballot');
    expect(change.querySelector('input[name="c:p1:c2"]')).not.toBeNull();
    expect(change.querySelector('input[name="change"]')).not.toBeNull();
    // The review is the ballot alone: no candidates' manifestos, no countdown.
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the receipt once, with where to check it', async () => {
    await renderElection({
      url: '/elections/council-2027/ballot',
      form: { kind: 'receipt', receipt: '7KQ2-M9XD-3FHT' },
    });
    expect(screen.getByRole('heading', { name: 'Your ballot was cast' })).toBeInTheDocument();
    expect(screen.getByText('7KQ2-M9XD-3FHT')).toBeInTheDocument();
    expect(screen.getByText(/find your receipt in the ballot list/)).toBeInTheDocument();
  });

  it('says why a member cannot vote', async () => {
    await renderElection({ forMember: { ...ELIGIBLE, eligible: false, reason: 'not-verified' } });
    expect(screen.getByText(/Only verified members can vote/)).toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  });

  it('says a member has already voted', async () => {
    await renderElection({ forMember: { ...ELIGIBLE, voted: true } });
    expect(screen.getByText('You have voted in this election. Thank you.')).toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  });

  it('after publication: the results and the ballot list with its download', async () => {
    const published: ElectionDetail = {
      ...ELECTION,
      status: 'published',
      next: null,
      results: [
        {
          positionId: 'p1',
          title: 'President',
          seats: 1,
          abstentions: 1,
          candidates: [
            { candidateId: 'c1', name: 'Ada Obi', votes: 2, elected: true },
            { candidateId: 'c2', name: 'Bola Ade', votes: 1, elected: false },
          ],
          tie: false,
          tieBreak: null,
          decided: true,
        },
      ],
      ballots: {
        list: '/api/elections/council-2027/ballots',
        download: '/api/elections/council-2027/ballots.json',
      },
    };
    await renderElection({ election: published });
    const results = screen.getByRole('region', { name: 'Results' });
    expect(results).toHaveTextContent('Ada Obi✓ Elected');
    expect(results).toHaveTextContent('2 votes');
    expect(screen.getByRole('link', { name: 'See every ballot' })).toHaveAttribute(
      'href',
      '/elections/council-2027/ballots',
    );
    expect(screen.getByRole('link', { name: 'Download the ballots (JSON)' })).toHaveAttribute(
      'href',
      '/api/elections/council-2027/ballots.json',
    );
    expect(document.querySelector('form')).toBeNull();
    // Link previews say who was elected.
    await waitFor(() =>
      expect(document.querySelector('meta[property="og:description"]')).toHaveAttribute(
        'content',
        'Results of Council Election 2026/2027: President: Ada Obi.',
      ),
    );
  });
});

describe('standing for a position', () => {
  const NOMINATING: ElectionDetail = {
    ...ELECTION,
    status: 'nominations',
    turnout: null,
    next: { status: 'voting', at: '2026-11-20T08:00:00.000Z' },
  };
  const standForm = () => screen.getByRole('button', { name: 'Send my nomination' }).closest('form')!;

  it('asks a visitor to sign in, and gives a verified member a multipart form: position, photo, manifesto', async () => {
    await renderElection({ election: NOMINATING, member: null });
    expect(screen.getByText(/Sign in as a member to stand for a position/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my nomination' })).toBeNull();
  });

  it('labels every field of the form and posts it with its photo', async () => {
    await renderElection({ election: NOMINATING });
    expect(screen.getByRole('heading', { name: 'Stand for a position' })).toBeInTheDocument();
    const form = standForm();
    expect(form).toHaveAttribute('action', '/elections/council-2027/nomination');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(within(form).getByLabelText('Position')).toHaveAttribute('name', 'positionId');
    expect(within(form).getByRole('option', { name: 'Members at large (2 seats)' })).toHaveValue('p2');
    expect(within(form).getByLabelText('Your photo')).toHaveAttribute('type', 'file');
    expect(within(form).getByLabelText('Your manifesto')).toHaveAccessibleDescription(
      'Leave a blank line between paragraphs. At most 20,000 characters.',
    );
  });

  it('says why a member may not stand', async () => {
    await renderElection({
      election: NOMINATING,
      forMember: { ...ELIGIBLE, eligible: false, reason: 'level' },
    });
    expect(screen.getByText('This election is not open to your level.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my nomination' })).toBeNull();
  });

  it('sends the form back with what was written, the errors tied to their fields, and the photo asked for again', async () => {
    await renderElection({
      election: NOMINATING,
      form: {
        kind: 'nomination',
        values: { positionId: 'p2', manifesto: 'More moots.' },
        errors: { photo: 'Photo is required.' },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your nomination needs a change');
    expect(screen.getByLabelText('Position')).toHaveValue('p2');
    expect(screen.getByLabelText('Your manifesto')).toHaveValue('More moots.');
    expect(screen.getByLabelText('Your photo')).toHaveAccessibleDescription(/Photo is required\./);
  });

  it('says where a nomination is, and lets a rejected member stand again with the reason given', async () => {
    const pending = { _id: 'n1', positionId: 'p1', status: 'pending' as const, reason: null };
    await renderElection({ election: NOMINATING, forMember: { ...ELIGIBLE, nomination: pending } });
    expect(screen.getByRole('heading', { name: 'Your nomination' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your nomination for President was sent to the electoral officers/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my nomination' })).toBeNull();
    cleanup();

    const rejected = { ...pending, status: 'rejected' as const, reason: 'No photo of your face.' };
    await renderElection({ election: NOMINATING, forMember: { ...ELIGIBLE, nomination: rejected } });
    expect(screen.getByText('Your nomination for President was not accepted.')).toBeInTheDocument();
    expect(screen.getByText("The officers' reason: No photo of your face.")).toBeInTheDocument();
    expect(standForm()).toBeInTheDocument();
  });
});
