import { errors, jwtVerify, SignJWT } from 'jose';

/** Only this algorithm is accepted: `alg: none` and asymmetric confusion are refused by jose. */
const ALGORITHM = 'HS256';
const ISSUER = 'lss-website';

export type TokenClaims = { userId: string; tokenVersion: number };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token, else null. */
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      try {
        // jose checks `exp` only when present: a token without it would never expire.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.tv };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
