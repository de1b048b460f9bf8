import { lazy, Suspense } from 'react';
import { useToastAreaRequested } from '#web/lib/toast-area.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * The one toast area of a page: in the admin area from the start (its forms report through toasts),
 * on a public page with the first toast an island raises, and kept from then on. Pages whose islands
 * raise no toast never download it.
 */
export function ToastArea({ initiallyShown = false }: { initiallyShown?: boolean }) {
  // A request is never withdrawn (toast-area.ts), so the area stays once shown.
  const shown = useToastAreaRequested() || initiallyShown;
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
