import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START } from './search.repository.ts';
import { SNIPPET_LENGTH, snippetParts } from './snippet.ts';

const mark = (word: string) => `${MATCH_START}${word}${MATCH_END}`;
const shown = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('snippetParts', () => {
  it('shows a short text whole, the matches marked', () => {
    expect(snippetParts(`The ${mark('duty')} of care.`, false)).toEqual([
      { text: 'The ', match: false },
      { text: 'duty', match: true },
      { text: ' of care.', match: false },
    ]);
  });

  it('starts at the sentence that holds the match when it is near, and says it cut', () => {
    const before = 'Padding words go here. '.repeat(10);
    const parts = snippetParts(
      `${before}The court found ${mark('estoppel')} applied. ${'More words. '.repeat(30)}`,
      false,
    );
    const text = shown(parts);
    expect(text.startsWith('…The court found estoppel applied.')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(text.at(-2)).toMatch(/[a-z]/);
  });

  it('starts at a whole word when no sentence begins near the match', () => {
    const parts = snippetParts(`${'word '.repeat(40)}alpha${mark('beta')} gamma`, false);
    expect(shown(parts)).toMatch(/^…word word/);
    expect(parts.find((part) => part.match)?.text).toBe('beta');
  });

  it('opens with the first words when nothing in the text matched (a title match)', () => {
    const text = shown(snippetParts(`${'Opening words of a long text. '.repeat(20)}`, false));
    expect(text.startsWith('Opening words')).toBe(true);
    expect(text).toMatch(/[a-z]…$/);
  });

  it('ends with an ellipsis when the stored text went on past what was read', () => {
    expect(shown(snippetParts(`A short ${mark('quorum')} read.`, true))).toBe('A short quorum read…');
    expect(snippetParts('', false)).toEqual([]);
  });
});
