/** Executive councils by session (issue 17; docs/decisions/021-councils-by-session.md). */
export const councilMessages = {
  sessionTaken: (session: string) =>
    `The ${session} session already has a council. Choose it in the Session filter to edit it.`,
  startSession: 'Start a new session',
  startTitle: (session: string) => `Start the ${session} session?`,
  startConfirm: (session: string) => `Start the ${session} session`,
  startExplained: (current: string, next: string) =>
    `${next} becomes the current session: /about will show its council, and the ${current} council moves to its own page among the past councils.`,
  copyPositions: (current: string) => `Copy the ${current} council's positions (names left vacant)`,
  startEmpty: 'Start with an empty council',
  started: (session: string) => `The ${session} session has started`,
  startFailed: 'Failed to start the new session.',
  fetchSessionsFailed: 'Failed to fetch the sessions.',
  vacant: 'Vacant',
  current: 'current',
} as const;
