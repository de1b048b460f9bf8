import type { SearchHit } from '@lss/shared/search';
import { MATCH_END, MATCH_START } from './search.repository.ts';

type Parts = SearchHit['snippet'];

/** The longest snippet, in characters (ellipses aside): two lines or so on a phone. */
export const SNIPPET_LENGTH = 220;
/** How much text at most comes before the first match, so the reader sees what leads up to it. */
const LEAD = 70;
const ELLIPSIS = '…';
/** Separators that should not stand next to an ellipsis ("… · 300L", "courts.…"). */
const LEADING_SEPARATORS = /^[\s·,;:.]+/;
const TRAILING_SEPARATORS = /[\s·,;:.]+$/;

/** The text with matches marked, read into its characters and which of them are matched. */
function read(marked: string): { text: string; matched: boolean[] } {
  let text = '';
  const matched: boolean[] = [];
  let inMatch = false;
  for (const char of marked.replace(/\s+/g, ' ')) {
    if (char === MATCH_START || char === MATCH_END) {
      inMatch = char === MATCH_START;
      continue;
    }
    text += char;
    matched.push(inMatch);
  }
  return { text, matched };
}

/**
 * Where the snippet starts: at the beginning of the sentence that holds the first match when that is
 * close enough, else at the first whole word within LEAD characters of it.
 */
function startBefore(text: string, first: number): number {
  if (first <= LEAD) return 0;
  const earliest = first - LEAD;
  const sentence = text.lastIndexOf('. ', first);
  if (sentence >= earliest) return sentence + 2;
  const space = text.indexOf(' ', earliest);
  return space >= 0 && space < first ? space + 1 : first;
}

/** Where the snippet stops: the end of the last whole word that fits, never before `atLeast`. */
function endBy(text: string, start: number, atLeast: number): number {
  const limit = start + SNIPPET_LENGTH;
  if (limit >= text.length) return text.length;
  const space = text.lastIndexOf(' ', limit);
  return space > atLeast ? space : Math.max(limit, atLeast);
}

/** Consecutive characters of one kind (matched or not) as the snippet's pieces. */
function piecesOf(text: string, matched: boolean[], from: number, to: number): Parts {
  const parts: Parts = [];
  for (let at = from; at < to; at++) {
    const match = matched[at] ?? false;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text[at];
    else parts.push({ text: text[at] ?? '', match });
  }
  return parts;
}

/**
 * A hit's snippet from its text with the matches marked (ts_headline, HighlightAll): at most
 * SNIPPET_LENGTH characters around the first match (the opening words when only the title matched),
 * cut between words, with "…" where it starts or stops inside the text. `cut` says the stored text
 * goes on past what was read.
 */
export function snippetParts(marked: string, cut: boolean): Parts {
  const { text, matched } = read(marked);
  const first = matched.indexOf(true);
  const firstEnd =
    first < 0 ? 0 : matched.indexOf(false, first) < 0 ? text.length : matched.indexOf(false, first);
  const start = first < 0 ? 0 : startBefore(text, first);
  const end = endBy(text, start, firstEnd);
  const parts = piecesOf(text, matched, start, end);
  const head = parts[0];
  const tail = parts.at(-1);
  if (!head || !tail) return [];
  if (!head.match) head.text = head.text.trimStart();
  if (!tail.match) tail.text = tail.text.trimEnd();
  if (start > 0) {
    if (head.match) parts.unshift({ text: ELLIPSIS, match: false });
    else head.text = `${ELLIPSIS}${head.text.replace(LEADING_SEPARATORS, '')}`;
  }
  if (end < text.length || cut) {
    if (tail.match) parts.push({ text: ELLIPSIS, match: false });
    else tail.text = `${tail.text.replace(TRAILING_SEPARATORS, '')}${ELLIPSIS}`;
  }
  return parts.filter((part) => part.text);
}
