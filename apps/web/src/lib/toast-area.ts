import { useSyncExternalStore } from 'react';

/**
 * Whether a page that only reads has asked for the toast area (a failed read says so in a toast).
 * The area and its library are loaded on that first request, not with every page.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToastArea(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToastAreaRequested = () =>
  useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
