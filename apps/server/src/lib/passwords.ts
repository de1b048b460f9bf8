import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { createJobQueue } from './job-queue.ts';

type ScryptParams = { N: number; r: number; p: number };
const PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

/**
 * Hashes running at once. scrypt runs on libuv's thread pool (4 threads), which file reads, DNS and
 * compression share: a burst of anonymous logins waits here instead of taking every thread.
 */
export const HASHES_AT_ONCE = 2;
const hashes = createJobQueue(HASHES_AT_ONCE);
let hashesStarted = 0;

/** Hashes computed so far and the most that ran at once (for tests). */
export const hashingStats = () => ({ started: hashesStarted, peak: hashes.stats().peak });

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return hashes.run(() => {
    hashesStarted += 1;
    return scryptOnPool(password, salt, params);
  });
}

function scryptOnPool(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 128 * params.N * params.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A slow salted hash, stored with its parameters so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the e-mail is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('base64'));
  return decoyHash;
}
