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
  // The public pages and the ballot (issue 28, step 2).
  page: {
    listTitle: 'Elections',
    description: (title: string, session: string, positions: string) =>
      `${title}, ${session} session: ${positions}.`,
    resultsDescription: (title: string, elected: string) => `Results of ${title}: ${elected}.`,
    listIntro: "The society's council is elected by its verified members, by secret and verifiable ballot.",
    listDescription: 'Current and past elections of the society: candidates, turnout, results and ballots.',
    current: 'Current elections',
    past: 'Past elections',
    none: 'There are no elections yet.',
    unavailable: 'The elections could not be loaded. Please try again in a moment.',
    notFoundTitle: 'Election Not Found',
    notFound: 'There is no election at this address.',
    back: 'Back to Elections',
    session: (session: string) => `${session} session`,
    positions: 'Positions and candidates',
    seats: (seats: number) => (seats === 1 ? '1 seat' : `${seats} seats`),
    noCandidates: 'No accepted candidates yet.',
    manifesto: (name: string) => `Manifesto of ${name}`,
    photoOf: (name: string) => `Photo of ${name}`,
    nextStep: (status: string) => `Until ${status.toLowerCase()}`,
    countdownLabel: (status: string) => `Time until ${status.toLowerCase()}`,
    schedule: 'Schedule',
    nominationsOpen: 'Nominations open',
    votingOpens: 'Voting opens',
    votingCloses: 'Voting closes',
    notSet: 'Not set yet',
    extended: (from: string, to: string) => `The close was extended from ${from} to ${to}.`,
    turnout: 'Turnout',
    turnoutLine: (ballots: number, roll: number) =>
      `${ballots} of ${roll} eligible ${roll === 1 ? 'member' : 'members'} have voted${roll ? ` (${Math.round((ballots / roll) * 100)}%)` : ''}.`,
    officers: 'Electoral officers',
    results: 'Results',
    votes: (count: number) => (count === 1 ? '1 vote' : `${count} votes`),
    elected: 'Elected',
    abstentions: (count: number) => `Abstentions: ${count}`,
    tie: 'Tied for the last seat: the electoral officers decide.',
    tieBroken: (note: string) => `Tie broken by the electoral officers: ${note}`,
    ballotList: 'The ballot list',
    ballotListIntro:
      'Every ballot cast, by its receipt, with its choices. Find your receipt to check that your ballot was counted as you cast it.',
    ballotListLink: 'See every ballot',
    ballotDownload: 'Download the ballots (JSON)',
    sha256: 'SHA-256 of the download',
    ballotsTitle: (title: string) => `Ballots of ${title}`,
    receiptColumn: 'Receipt',
    abstained: 'Abstained',
    findReceipt: 'Find a receipt with your browser (Ctrl+F or Find in page).',
    // The member's part.
    yourBallot: 'Your ballot',
    signInToVote: 'Sign in as a member to vote.',
    signIn: 'Sign in',
    cannotVote: {
      'not-verified': 'Only verified members can vote. The society verifies memberships.',
      level: 'This election is not open to your level.',
      'not-on-roll': 'You are not on the roll of this election: it was frozen when voting opened.',
    } as Record<'not-verified' | 'level' | 'not-on-roll', string>,
    voted: 'You have voted in this election. Thank you.',
    votingNotOpen: 'Voting has not opened yet.',
    chooseUpTo: (seats: number) => (seats === 1 ? 'choose 1' : `choose up to ${seats}`),
    abstainHint: 'Choose nobody to abstain for this position.',
    review: 'Review my ballot',
    reviewTitle: 'Review your ballot',
    reviewIntro: 'Check your choices. Once cast, a ballot cannot be changed.',
    change: 'Change',
    castButton: 'Cast my ballot',
    abstain: 'Abstain',
    receiptTitle: 'Your ballot was cast',
    receiptLabel: 'Your receipt',
    receiptKeep:
      'Write it down or take a screenshot now: it is shown only this once, and the society cannot show it to you again.',
    receiptCheck:
      'When the results are published, find your receipt in the ballot list of this election to check your choices.',
    errorsTitle: 'Your ballot needs a change',
    // Standing for a position (nominations).
    standTitle: 'Stand for a position',
    standIntro:
      'Choose the position, add a photo of yourself and write your manifesto. The electoral officers accept or reject each nomination, with a reason; accepted candidates appear on this page.',
    signInToStand: 'Sign in as a member to stand for a position.',
    cannotStand: {
      'not-verified': 'Only verified members can stand. The society verifies memberships.',
      level: 'This election is not open to your level.',
      'not-on-roll': 'Nominations are closed.',
    } as Record<'not-verified' | 'level' | 'not-on-roll', string>,
    positionLabel: 'Position',
    positionPlaceholder: 'Choose a position',
    positionRequired: 'Choose the position you stand for.',
    photoLabel: 'Your photo',
    photoHint: 'A clear photo of your face (JPEG, PNG, GIF or WebP), shown beside your manifesto.',
    photoAgain: 'Choose your photo again: it was not kept.',
    photoNotImage: 'Your photo must be a JPEG, PNG, GIF or WebP picture.',
    manifestoLabel: 'Your manifesto',
    manifestoHint: 'Leave a blank line between paragraphs. At most 20,000 characters.',
    standButton: 'Send my nomination',
    nominationErrorsTitle: 'Your nomination needs a change',
    yourNomination: 'Your nomination',
    nominationStatus: {
      pending: (position: string) =>
        `Your nomination for ${position} was sent to the electoral officers. They will accept or reject it.`,
      accepted: (position: string) => `Your nomination was accepted: you stand for ${position}.`,
      rejected: (position: string) => `Your nomination for ${position} was not accepted.`,
    },
    rejectedBecause: (reason: string) => `The officers' reason: ${reason}`,
  },
} as const;
