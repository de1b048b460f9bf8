import { createHash, randomBytes } from 'node:crypto';
import type { PublishedBallot } from '@lss/shared/elections';

/** Crockford's base 32: no I, L, O or U, so a receipt read aloud or copied by hand stays one. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new receipt code: 12 random characters (60 bits) in three groups, "7KQ2-M9XD-3FHT". Random and
 * nothing else: it says nothing of its voter, its time or its place among the ballots.
 */
export function newReceipt(): string {
  const bytes = randomBytes(12);
  let code = '';
  for (const [index, byte] of bytes.entries()) {
    if (index > 0 && index % 4 === 0) code += '-';
    // 256 is a multiple of 32: every character is equally likely.
    code += ALPHABET[byte & 31];
  }
  return code;
}

const compareBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Choices with their positions and candidates in byte order: one ballot has one spelling. */
export function canonicalChoices(choices: Record<string, string[]>): Record<string, string[]> {
  const canonical: Record<string, string[]> = {};
  for (const position of Object.keys(choices).sort(compareBytes)) {
    canonical[position] = [...(choices[position] ?? [])].sort(compareBytes);
  }
  return canonical;
}

/**
 * The published ballot list as the bytes of its download: a JSON array in receipt order, each
 * `{"receipt","choices"}` with positions and candidates in byte order, no spaces. Anyone can parse,
 * re-serialise the same way (JSON.stringify) and get the same bytes, and so the same SHA-256.
 */
export function ballotListJson(ballots: readonly PublishedBallot[]): string {
  const sorted = [...ballots].sort((a, b) => compareBytes(a.receipt, b.receipt));
  return JSON.stringify(
    sorted.map(({ receipt, choices }) => ({ receipt, choices: canonicalChoices(choices) })),
  );
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
