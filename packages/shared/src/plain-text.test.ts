import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('keeps a heading apart from the sentence after it', () => {
    expect(plainText('<h2>The problem</h2><p>The problem concerned the quorum.</p>')).toBe(
      'The problem. The problem concerned the quorum.',
    );
    // A heading that already ends a sentence gets no second full stop.
    expect(plainText('<h3>Why now?</h3><p>Because.</p>')).toBe('Why now? Because.');
    expect(plainText('<ul><li>Torts</li><li>Crimes</li></ul><p>Both set.</p>')).toBe(
      'Torts. Crimes. Both set.',
    );
    expect(plainText('<p>First line<br>second line</p>')).toBe('First line. second line');
  });

  it('reads entities as the characters they stand for', () => {
    expect(
      plainText('<p>Law &amp; Vibes &lt;live&gt; &quot;now&quot; &#39;24 &#x2014; caf&eacute;</p>'),
    ).toBe('Law & Vibes <live> "now" \'24 — caf&eacute;');
    expect(plainText('<p>A&nbsp;B &hellip; &rsquo;</p>')).toBe('A B … ’');
  });

  it('drops inline tags without splitting words, and scripts with their content', () => {
    expect(plainText('<p>Neg<strong>li</strong>gence is <a href="/x">a duty</a>.</p>')).toBe(
      'Negligence is a duty.',
    );
    expect(plainText('<p>Safe</p><script>alert(1)</script><style>p{}</style>')).toBe('Safe');
    // HTML cut short (a prefix of a long body) loses its unfinished tag, not its words.
    expect(plainText('<p>Whole words</p><p>then <a href="/unfin')).toBe('Whole words. then');
  });

  it('gives empty text for empty HTML', () => {
    expect(plainText('')).toBe('');
    expect(plainText('<p></p><p> </p>')).toBe('');
  });
});

describe('excerpt', () => {
  it('cuts between words with an ellipsis, within the length asked', () => {
    const text = 'The welfare of the people shall be the supreme law';
    const short = excerpt(text, 20);
    expect(short).toBe('The welfare of the…');
    expect(short.length).toBeLessThanOrEqual(20);
    expect(excerpt(text, 100)).toBe(text);
    expect(excerpt('Quorum, rules and more', 9)).toBe('Quorum…');
  });

  it('cuts a single overlong word where it must', () => {
    expect(excerpt('Supercalifragilistic', 8)).toBe('Superca…');
  });
});
