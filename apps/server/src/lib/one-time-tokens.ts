import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets that travel once (in a link, or as a recovery code) are random enough that a plain
 * SHA-256 of them is what the database keeps: a stolen table gives nothing to replay.
 */
export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link token (256 random bits, URL-safe) and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}
