// Apart from plain-text.ts: text that is already plain (an event's description) is cut without
// loading the HTML reader, which the public pages' shared code then does not carry.

/** Trailing characters that should not stand before an ellipsis ("the court,…"). */
const DANGLING = /[\s,;:.\-–—(/]+$/;

/**
 * Text shortened to at most `maxLength` characters (the ellipsis included), cut between words.
 * A single word longer than that is cut where it must be.
 */
export function excerpt(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const room = flat.slice(0, maxLength); // One character of it goes to the ellipsis.
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, maxLength - 1);
  return `${cut.replace(DANGLING, '')}…`;
}
