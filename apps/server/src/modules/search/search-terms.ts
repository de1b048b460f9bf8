/**
 * The words of a visitor's query, rewritten for `websearch_to_tsquery` from words alone.
 *
 * `websearch_to_tsquery` reads each `-` before a word as "not", and nests them: a run of 33 hyphens
 * overflowed PGlite's tsquery stack and answered 500. So the query reaches PostgreSQL only as plain
 * words, each at most once negated, quoted phrases of plain words and `or` between words, and at
 * most MAX_TERMS of them: whatever the visitor types, the tsquery's depth stays bounded.
 */

/** The most words (and phrases) searched; a query of 200 characters has fewer in practice. */
export const MAX_TERMS = 32;

/** A word: letters and digits, with single inner hyphens, apostrophes or dots (co-operative, o'brien, s.1). */
const WORD = /[\p{L}\p{N}\p{M}]+(?:[-'’.][\p{L}\p{N}\p{M}]+)*/gu;

const words = (text: string) => text.match(WORD) ?? [];

export function searchTerms(query: string): string {
  const terms: string[] = [];
  // Quoted parts alternate with unquoted ones; an unbalanced quote runs to the end.
  query.split('"').forEach((part, index) => {
    if (index % 2 === 1) {
      const phrase = words(part);
      if (phrase.length > 0) terms.push(`"${phrase.join(' ')}"`);
      return;
    }
    for (const token of part.split(/\s+/)) {
      words(token).forEach((word, at) => {
        if (/^or$/i.test(word)) {
          // Only between two terms: a leading or doubled `or` means nothing.
          if (terms.length > 0 && terms.at(-1) !== 'or') terms.push('or');
          return;
        }
        // A word right after a leading hyphen is excluded ("-xylophone"), once however many hyphens.
        terms.push(at === 0 && /^-+[\p{L}\p{N}\p{M}]/u.test(token) ? `-${word}` : word);
      });
    }
  });
  const kept = terms.slice(0, MAX_TERMS);
  while (kept.at(-1) === 'or') kept.pop();
  return kept.join(' ');
}
