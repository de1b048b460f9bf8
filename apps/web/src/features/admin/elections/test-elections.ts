import type { ElectionDetail, ElectionSummary } from '@lss/shared/elections';

/** An election as the list gives it, in draft unless `values` say otherwise (the admin tests' data). */
export const electionSummary = (values: Partial<ElectionSummary> = {}): ElectionSummary => ({
  _id: 'e1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  slug: 'council-2027',
  title: 'Council Elections 2027',
  session: '2027/2028',
  status: 'draft',
  nominationsOpenAt: null,
  votingOpenAt: null,
  votingCloseAt: null,
  next: null,
  eligibleLevels: [],
  turnout: null,
  closeExtensions: [],
  councilMadeAt: null,
  ...values,
});

const PRESIDENT = { _id: 'p1', title: 'President', seats: 1, order: 1, candidates: [] };
const SECRETARY = { _id: 'p2', title: 'Secretary', seats: 1, order: 2, candidates: [] };

/** One election as its screen reads it: two positions of one seat, one officer. */
export const electionDetail = (values: Partial<ElectionDetail> = {}): ElectionDetail => ({
  ...electionSummary(),
  positions: [PRESIDENT, SECRETARY],
  officers: [{ _id: 'u1', fullName: 'Ada Admin' }],
  results: null,
  ballots: null,
  ...values,
});
