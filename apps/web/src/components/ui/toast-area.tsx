import { lazy, Suspense, useState } from 'react';
import { useToastAreaRequested } from '#web/lib/toast-area.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * The one toast area of a page: in the admin area from the start (its forms report through toasts),
 * on a public page with the first toast an island raises, and kept from then on. Pages whose islands
 * raise no toast never download it.
 */
export function ToastArea({ initiallyShown = false }: { initiallyShown?: boolean }) {
  const wanted = useToastAreaRequested() || initiallyShown;
  const [shown, setShown] = useState(wanted);
  if (wanted && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
