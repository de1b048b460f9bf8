// No zod here: the election pages import these words, not the schemas.

import type { ElectionStatus } from './election-statuses.ts';

const STEP_NAMES: Record<ElectionStatus, string> = {
  draft: 'Draft',
  nominations: 'Nominations',
  voting: 'Voting',
  closed: 'Closed',
  published: 'Results published',
};

/** Elections (issue 28): every text the API answers with, and the words of the statuses. */
export const electionsMessages = {
  statusName: (status: ElectionStatus) => STEP_NAMES[status],
  notFound: 'Election not found.',
  administratorsCreate: 'Only an administrator can create an election or name its officers.',
  officersOnly: "Only this election's officers can do that.",
  officersRequired: 'Name at least one electoral officer.',
  officerUnknown: 'Each officer must be a staff account of this site.',
  positionsRequired: 'Add at least one position (or start from a council that has some).',
  positionUnknown: 'This position is not part of this election.',
  positionHasNominations: (title: string) =>
    `Members stand for ${title}: it cannot be removed. Reject their nominations first, or keep it.`,
  positionsFrozen: 'Positions cannot change once voting has opened.',
  levelsFrozen: 'Eligibility cannot change once voting has opened: the roll is frozen.',
  windowsOrder:
    'The windows must follow each other: nominations open, then voting opens, then voting closes.',
  windowNeedsEarlier: {
    votingOpenAt: 'Set when nominations open before setting when voting opens.',
    votingCloseAt: 'Set when voting opens before setting when it closes.',
  },
  windowInPast: (label: string) =>
    `${label} must be in the future. To move the election on now, use its next step instead.`,
  windowFrozen: (label: string) => `${label} cannot move once voting has opened.`,
  windowPassed: (label: string) => `${label} has passed: it cannot move any more.`,
  closeOnlyLater:
    'Once voting has opened, its close can only be extended (moved later), never brought forward.',
  windowsClosed: 'The windows cannot change once voting has closed.',
  closeIsSet: (at: string) =>
    `Voting closes at its set time (${at}). The close can be extended, never brought forward.`,
  notNextStep: (current: ElectionStatus, next: ElectionStatus | null) =>
    next
      ? `This election is at '${STEP_NAMES[current]}': it can only move on to '${STEP_NAMES[next]}'.`
      : `This election is at its last step ('${STEP_NAMES[current]}').`,
  noCandidates: 'Accept at least one candidate before voting opens.',
  onlyDraftsDeleted: 'Only an election still in draft can be deleted.',
  // Nominations.
  nominationsClosed: 'Nominations are not open for this election.',
  alreadyNominated: 'You have already stood in this election.',
  mustBeVerified: 'Only verified members can stand or vote. The society verifies memberships.',
  levelNotEligible: (levels: string) => `This election is open to members of ${levels} only.`,
  manifestoRequired: 'Manifesto is required.',
  manifestoTooLong: 'Manifesto must be at most 20,000 characters.',
  photoRequired: 'Photo is required.',
  nominationNotFound: 'Nomination not found.',
  nominationsFrozen: 'Nominations cannot be decided once voting has opened.',
  reasonRequired: 'Give a reason for rejecting a nomination.',
  nominationSent: 'Your nomination was sent to the electoral officers.',
  // Voting.
  notOnRoll: 'You are not on the roll of this election: it was frozen when voting opened.',
  votingNotOpen: 'Voting has not opened yet.',
  votingClosed: 'Voting has closed.',
  alreadyVoted: 'You have already voted in this election.',
  tooManyChoices: (position: string, seats: number) => `Choose at most ${seats} for ${position}.`,
  notACandidate: (position: string) => `Choose only candidates standing for ${position}.`,
  duplicateChoice: (position: string) => `Choose each candidate for ${position} once.`,
  ballotCast: 'Your ballot was cast. Keep your receipt: it is shown only once.',
  crossSite: 'This request came from another site and was refused.',
  // After the close.
  ballotsNotPublished: 'The ballots are published with the results, after voting closes.',
  noTie: 'There is no tie for this position.',
  tieBreakWinners: (count: number) => `Choose exactly ${count} of the tied candidates.`,
  tieBreakTooLate: 'Ties are broken after voting closes and before the council is made.',
  tiesUndecided: (positions: string) => `Break the tie first: ${positions}.`,
  notPublished: 'Publish the results first.',
  councilMade: 'The council of this election has already been made.',
  councilTaken: (session: string) =>
    `The ${session} council already has members. Remove them first, or fill it by hand.`,
  formerMember: 'A former member',
  schedule: "The election's schedule",
} as const;
