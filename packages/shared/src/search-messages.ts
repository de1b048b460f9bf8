/** Site search and the list searches. The spec's wording is kept to the letter. */

/** Site search (GET /api/search). */
export const searchMessages = {
  queryRequired: 'Enter something to search for.',
  queryTooLong: (max: number) => `Search for at most ${max} characters.`,
} as const;
