import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
// Types only: the users module would bring zod and every account schema into the admin area's
// first download.
import type { LoginResponse, Role } from '@lss/shared/users';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './http.ts';

export type Session = LoginResponse;

const CHANGE_EVENT = 'lss:session-change';

/** Every role of the contract: a role added there fails to compile here until it is listed. */
const KNOWN_ROLES: Record<Role, true> = { administrator: true, editor: true, contributor: true };

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && Object.hasOwn(KNOWN_ROLES, value);

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'token' in value &&
      typeof value.token === 'string' &&
      'fullName' in value &&
      typeof value.fullName === 'string'
    ) {
      const email = 'email' in value && typeof value.email === 'string' ? value.email : '';
      // A session stored before roles existed belongs to an administrator (every account was one).
      const role = 'role' in value && isRole(value.role) ? value.role : 'administrator';
      return { token: value.token, fullName: value.fullName, email, role };
    }
  } catch {
    // Spec §3: a corrupt stored value is ignored.
  }
  return null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the site then behaves as logged out.
    return null;
  }
}

export function readSession(): Session | null {
  return parse(storage()?.getItem(SESSION_STORAGE_KEY) ?? null);
}

export function saveSession(session: Session): void {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSession(): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Logging out, from the admin area or the public header: the session ends here at once, and the
 * server is asked to revoke its token (whatever it answers, the session here is over).
 */
export async function logOut(): Promise<void> {
  const token = readSession()?.token ?? null;
  clearSession();
  if (token) await apiRequest('/users/logout', { method: 'POST', token }).catch(() => undefined);
}

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function snapshot(): Session | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The logged-in administrator, or null. The server never knows it, so the server render and the
 * hydration render both see null, and the stored value appears right after hydration.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
