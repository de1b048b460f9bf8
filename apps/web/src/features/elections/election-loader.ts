import type { ElectionFormStep } from '@lss/shared/election-statuses';
import type { ElectionDetail, ElectionForMember, PublishedBallot } from '@lss/shared/elections';
import { type LoaderFunctionArgs, data as withStatus } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export type ElectionData = {
  election: ElectionDetail | null;
  failed: boolean;
  /** What the election is to the signed-in member; null for a visitor. */
  forMember: ElectionForMember | null;
  /** The step of the election's forms (ballot, nomination) when the page answers one. */
  form: ElectionFormStep | null;
  /** The time the data was read (the countdown starts from it). */
  now: number;
};

/** /elections/{slug}: the election, and what it is to the signed-in member. 404 when unknown. */
export function electionLoader({ data, electionForMember, electionForm }: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const now = Date.now();
    const read = await attempt(() => data.election(slug), `the election ${slug}`);
    const empty = { election: null, forMember: null, form: null, now };
    if (!read.ok) return withStatus<ElectionData>({ ...empty, failed: true }, { status: 500 });
    if (!read.value) return withStatus<ElectionData>({ ...empty, failed: false }, { status: 404 });
    const forMember = electionForMember ? await electionForMember(slug) : null;
    return {
      election: read.value,
      failed: false,
      forMember,
      form: electionForm ?? null,
      now,
    } satisfies ElectionData;
  };
}

export type BallotsData = {
  election: ElectionDetail | null;
  ballots: PublishedBallot[] | null;
  sha256: string | null;
};

/** /elections/{slug}/ballots: a published election's ballot list; 404 before publication. */
export function ballotsLoader({ data }: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const [election, list] = await Promise.all([data.election(slug), data.electionBallots(slug)]);
    if (!election || !list)
      return withStatus<BallotsData>({ election, ballots: null, sha256: null }, { status: 404 });
    return { election, ballots: list.ballots, sha256: list.sha256 } satisfies BallotsData;
  };
}
