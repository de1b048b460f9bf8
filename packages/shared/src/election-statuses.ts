// No zod here: the schema (server) and public pages import these words, not the schemas.

/**
 * An election's steps, in order (decisions.md, Elections): each at its set time or by hand, never
 * back. `closed`: voting has ended and the officers see the results; `published`: everyone does.
 */
export const ELECTION_STATUSES = ['draft', 'nominations', 'voting', 'closed', 'published'] as const;
export type ElectionStatus = (typeof ELECTION_STATUSES)[number];

/** A nomination: waiting for the officers, accepted (a candidate on the ballot) or rejected with a reason. */
export const NOMINATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type NominationStatus = (typeof NOMINATION_STATUSES)[number];

/** The step's place in the order: a status is never moved back. */
export const statusRank = (status: ElectionStatus) => ELECTION_STATUSES.indexOf(status);

/** The windows that move an election on by the clock (ISO instants, or null: by hand). */
export type ElectionWindows = {
  nominationsOpenAt: Date | null;
  votingOpenAt: Date | null;
  votingCloseAt: Date | null;
};

/**
 * The step the clock has reached: nominations from nominationsOpenAt, voting from votingOpenAt,
 * closed from votingCloseAt (the close is the first instant at which no ballot is taken). Publication
 * is by hand only. The election's status is the later of this and the step it was moved to by hand.
 */
export function scheduledStatus(windows: ElectionWindows, now: Date): ElectionStatus {
  const reached = (at: Date | null) => at !== null && at.getTime() <= now.getTime();
  if (reached(windows.votingCloseAt)) return 'closed';
  if (reached(windows.votingOpenAt)) return 'voting';
  if (reached(windows.nominationsOpenAt)) return 'nominations';
  return 'draft';
}

/**
 * Where the member is in an election's plain forms, for the page they answer with. The ballot (no
 * redirect: the choices and the receipt never go into an address): the form again (after 'Change',
 * or with what must change, by position id), the review of the choices, the receipt, or why it was
 * refused. The nomination: its form again with what must change (a nomination sent redirects).
 */
export type ElectionFormStep =
  | { kind: 'ballot'; choices: Record<string, string[]>; errors: Record<string, string> }
  | { kind: 'review'; choices: Record<string, string[]> }
  | { kind: 'receipt'; receipt: string }
  | { kind: 'refused'; message: string }
  /** The nomination form again: what was written (the photo must be chosen again), what must change. */
  | {
      kind: 'nomination';
      values: { positionId: string; manifesto: string };
      errors: Partial<Record<'positionId' | 'manifesto' | 'photo', string>>;
      /** Why the nomination was refused as a whole (nominations closed, already stood). */
      message?: string;
    };

/** A choice's field name in the ballot's plain forms: one checkbox (or hidden field) per candidate. */
export const choiceField = (positionId: string, candidateId: string) => `c:${positionId}:${candidateId}`;

/** The choices a ballot form's fields hold (position id → candidate ids), other fields ignored. */
export function choicesFromFields(fields: Record<string, unknown>): Record<string, string[]> {
  const choices: Record<string, string[]> = {};
  for (const name of Object.keys(fields)) {
    const [prefix, positionId, candidateId] = name.split(':');
    if (prefix !== 'c' || !positionId || !candidateId) continue;
    const chosen = choices[positionId] ?? [];
    chosen.push(candidateId);
    choices[positionId] = chosen;
  }
  return choices;
}
