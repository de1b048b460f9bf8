import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type Clock, systemClock } from './clock.ts';

/** Only this algorithm is accepted: `alg: none` and asymmetric confusion are refused by jose. */
const ALGORITHM = 'HS256';
const ISSUER = 'lss-website';

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };
/** A lifetime as JWT_EXPIRES_IN gives it (7d, 12h, 30m: config/env.ts checks the form), in seconds. */
const lifetimeSeconds = (lifetime: string) =>
  Number.parseInt(lifetime, 10) * UNIT_SECONDS[lifetime.slice(-1)]!;

export type TokenClaims = { userId: string; tokenVersion: number };

/** A right password awaiting its second factor: short-lived, and never a session. */
const CHALLENGE_ISSUER = 'lss-website/totp-challenge';
/** How long a challenge lasts (5 minutes): a used one is remembered that long. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
const CHALLENGE_LIFETIME = `${CHALLENGE_LIFETIME_MS / 1000}s`;

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token, else null. */
  verify(token: string): Promise<TokenClaims | null>;
  /** The challenge of a two-factor login: proof of the password for a few minutes. */
  signChallenge(claims: TokenClaims): Promise<string>;
  verifyChallenge(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(
  secret: string,
  expiresIn: string,
  clock: Clock = systemClock,
): TokenService {
  const key = new TextEncoder().encode(secret);
  // The issuer tells sessions and challenges apart: neither passes for the other.
  const sign = ({ userId, tokenVersion }: TokenClaims, issuer: string, lifetime: string, id?: string) => {
    // By the app's clock (jose would count a lifetime such as '7d' from the system's).
    const issuedAt = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({ tv: tokenVersion, ...(id ? { jti: id } : {}) })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetimeSeconds(lifetime))
      .sign(key);
  };
  async function verify(token: string, issuer: string): Promise<TokenClaims | null> {
    try {
      // jose checks `exp` only when present: a token without it would never expire.
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer,
        requiredClaims: ['exp'],
        currentDate: clock.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
      return { userId: payload.sub, tokenVersion: payload.tv };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
  return {
    sign: (claims) => sign(claims, ISSUER, expiresIn),
    verify: (token) => verify(token, ISSUER),
    // Each challenge unique (jti), even two in one second: it is used once, by its hash.
    signChallenge: (claims) => sign(claims, CHALLENGE_ISSUER, CHALLENGE_LIFETIME, randomUUID()),
    verifyChallenge: (token) => verify(token, CHALLENGE_ISSUER),
  };
}
