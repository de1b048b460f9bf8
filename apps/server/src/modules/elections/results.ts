import type { PositionResult } from '@lss/shared/elections';

export type TallyPosition = {
  id: string;
  title: string;
  seats: number;
  tieBreakWinners: string[] | null;
  tieBreakNote: string | null;
};
export type TallyCandidate = { id: string; positionId: string; name: string };

/** A position's count with what breaking its tie needs: who is tied, for how many seats. */
export type Tally = PositionResult & { tied: string[]; seatsLeft: number };

/**
 * The count of every position from the ballots (issue 28, Results): votes per candidate, most first
 * (then by name); the `seats` with the most votes are elected, a candidate without a vote never is.
 * When the last seat's votes are shared by more candidates than seats are left, that is a tie: only
 * those above it are elected until the officers record how it was broken (`tieBreakWinners`).
 */
export function tally(
  positions: readonly TallyPosition[],
  candidates: readonly TallyCandidate[],
  ballots: readonly { choices: Record<string, string[]> }[],
): Tally[] {
  return positions.map((position) => {
    const votes = new Map<string, number>();
    for (const candidate of candidates) if (candidate.positionId === position.id) votes.set(candidate.id, 0);
    let abstentions = 0;
    for (const ballot of ballots) {
      const chosen = ballot.choices[position.id] ?? [];
      if (chosen.length === 0) abstentions += 1;
      for (const id of chosen) if (votes.has(id)) votes.set(id, votes.get(id)! + 1);
    }
    const counted = candidates
      .filter((candidate) => votes.has(candidate.id))
      .map((candidate) => ({
        candidateId: candidate.id,
        name: candidate.name,
        votes: votes.get(candidate.id)!,
      }))
      .sort(
        (a, b) =>
          b.votes - a.votes || a.name.localeCompare(b.name) || a.candidateId.localeCompare(b.candidateId),
      );

    const last = counted[position.seats - 1]?.votes ?? 0;
    const firstOut = counted[position.seats]?.votes;
    const tie = last > 0 && firstOut === last;
    const clear = new Set(
      counted
        .filter((c, index) => (tie ? c.votes > last : index < position.seats && c.votes > 0))
        .map((c) => c.candidateId),
    );
    const tied = tie ? counted.filter((c) => c.votes === last).map((c) => c.candidateId) : [];
    const seatsLeft = position.seats - clear.size;
    const broken =
      tie && position.tieBreakWinners && position.tieBreakNote !== null
        ? { winners: position.tieBreakWinners, note: position.tieBreakNote }
        : null;
    const elected = new Set([...clear, ...(broken?.winners ?? [])]);
    return {
      positionId: position.id,
      title: position.title,
      seats: position.seats,
      abstentions,
      candidates: counted.map((c) => ({ ...c, elected: elected.has(c.candidateId) })),
      tie,
      tieBreak: broken,
      decided: !tie || broken !== null,
      tied,
      seatsLeft,
    };
  });
}
