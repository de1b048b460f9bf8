/**
 * The plain text of stored HTML (cut short by excerpt.ts), for excerpts, search snippets, feed summaries and meta
 * descriptions. The result is shown as text (React escapes it, the XML writer escapes it), never as
 * HTML, so a tag this reading gets wrong can only cost a word, never run.
 */

/** Tags that start or end a block of text: what follows them is a new sentence, not more words. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;
const SCRIPT_OR_STYLE = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
/** Inline tags (bold, links) sit inside words' runs: removing them must not split a word. */
const ANY_TAG = /<\/?[a-z][^>]*(?:>|$)/gi;
const ENTITY = /&(#\d+|#x[\da-f]+|[a-z]+\d*);/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
};
/** A sentence already ends here (a full stop, perhaps inside quotes or brackets). */
const SENTENCE_END = /[.!?:;…][\s'"’”)\]]*$/;

function decodeEntity(match: string, code: string): string {
  const lower = code.toLowerCase();
  if (lower.startsWith('#')) {
    const point = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
  }
  return NAMED_ENTITIES[lower] ?? match;
}

/** The text of one block: inline tags gone, entities read, runs of white space made one space. */
function blockText(html: string): string {
  return html.replace(ANY_TAG, '').replace(ENTITY, decodeEntity).replace(/\s+/g, ' ').trim();
}

/**
 * Plain text of HTML. Each block (a heading, a paragraph, a list item) stays a sentence of its own:
 * a heading without a full stop gets one, so "<h2>The problem</h2><p>The problem concerned…" reads
 * "The problem. The problem concerned…", never "The problem The problem concerned…".
 */
export function plainText(html: string): string {
  const blocks = html.replace(SCRIPT_OR_STYLE, ' ').split(BLOCK_TAG).map(blockText).filter(Boolean);
  let text = '';
  for (const block of blocks) {
    if (text) text += SENTENCE_END.test(text) ? ' ' : '. ';
    text += block;
  }
  return text;
}
