import { type ReactNode, useCallback, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const UNSAVED_CHANGES = 'You have unsaved changes. Leave this page without saving them?';

/**
 * Asks before an in-app navigation throws away an editor's unsaved changes (a sidebar link, Cancel,
 * the browser's Back). `allowLeave()` lets the redirect after a successful save through.
 */
export function useLeaveGuard(dirty: boolean): { dialog: ReactNode; allowLeave: () => void } {
  const leaving = useRef(false);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        message={UNSAVED_CHANGES}
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    ) : null;
  return { dialog, allowLeave };
}
