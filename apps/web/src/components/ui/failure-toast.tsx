import { Island } from '#web/app/islands/island.tsx';
import FailureToastIsland from './failure-toast.island.tsx';

/** Raises the failure toast in the browser when `failed`; renders nothing otherwise. */
export function FailureToast({ failed, message }: { failed: boolean; message: string }) {
  return failed ? <Island component={FailureToastIsland} props={{ message }} /> : null;
}
