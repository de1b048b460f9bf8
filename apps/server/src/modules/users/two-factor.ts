import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashOneTimeToken } from '../../lib/one-time-tokens.ts';

/** decisions.md: RFC 6238, 30-second steps, 6 digits (SHA-1, what every authenticator app reads). */
const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a phone's clock a little off still signs in. */
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

const totp = (secret: string, label = '', issuer = '') =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    label,
    issuer,
  });

/** A new 160-bit secret, base32 as apps type it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an app scans: the society's name as issuer, the e-mail as account. */
export const otpauthUrl = (secret: string, account: string, issuer: string) =>
  totp(secret, account, issuer).toString();

/** The QR code of a URL as an SVG data: URL, drawn here so the secret never leaves the server. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const looksLikeTotpCode = (code: string) => new RegExp(`^\\d{${DIGITS}}$`).test(code);

/**
 * The time step a valid code belongs to, or null. The caller accepts it only once (a step later
 * than the last one accepted), so a code seen over someone's shoulder cannot be replayed.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!looksLikeTotpCode(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** Today's code of a secret (tests, and nothing else, need to play the app). */
export const currentTotpCode = (secret: string, now = Date.now()) =>
  totp(secret).generate({ timestamp: now });

// No 0/o, 1/l/i: codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes shown once as "k7m2p-q9x4w" (about 50 bits each), and the hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Codes are compared as typed by totpCodeField: lower-case, without the hyphen. */
export const hashRecoveryCode = (code: string) => hashOneTimeToken(code.replace(/-/g, '').toLowerCase());
