import { useEffect } from 'react';
import { toast } from '#web/lib/toast.ts';

/**
 * The spec's toast for a read that failed (the page already says so in its text): an island, so a
 * page loads the toast's scripts only when something failed.
 */
export default function FailureToastIsland({ message }: { message: string }) {
  useEffect(() => {
    // The id keeps one toast per message, even if the effect runs twice.
    toast.error(message, { id: message });
  }, [message]);
  return null;
}
