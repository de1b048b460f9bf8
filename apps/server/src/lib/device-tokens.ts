import { createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * has signed in to an account holds a signed token naming that account, and its failures are
 * counted on their own instead of locking the account for everyone.
 */
export const DEVICE_COOKIE = 'lss_device';
const DEVICE_DAYS = 180;
const AUDIENCE = 'lss-login-device';
// The browser sends it to the login route only: it opens nothing, it only vouches for the device.
const COOKIE_PATH = '/api/users/login';

export type DeviceClaims = { userId: string; deviceId: string };

export function createDeviceTokens(secret: string, { secure }: { secure: boolean }) {
  // A key of its own, derived from the JWT secret, so a device token never passes as a bearer token.
  const key = createHmac('sha256', secret).update('login device cookies').digest();

  return {
    /** A Set-Cookie value holding a fresh token for a new device of this account. */
    async cookieFor(userId: string): Promise<string> {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${DEVICE_DAYS}d`)
        .sign(key);
      const attributes = [
        `${DEVICE_COOKIE}=${token}`,
        `Path=${COOKIE_PATH}`,
        `Max-Age=${DEVICE_DAYS * 24 * 60 * 60}`,
        'HttpOnly',
        'SameSite=Strict',
      ];
      if (secure) attributes.push('Secure');
      return attributes.join('; ');
    },

    /** The device a request's Cookie header vouches for, or null (none, forged or expired). */
    async fromCookieHeader(header: string | undefined): Promise<DeviceClaims | null> {
      const token = cookieValue(header, DEVICE_COOKIE);
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
        return { userId: payload.sub, deviceId: payload.jti };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type DeviceTokens = ReturnType<typeof createDeviceTokens>;

/** One cookie's value from a Cookie header (a token needs no decoding: base64url and dots). */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}
