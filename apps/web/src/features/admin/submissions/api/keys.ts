/** Students' articles sent through /submit. */
export const SUBMISSIONS_KEY = ['submissions', 'list'] as const;
