import { TOAST_DURATION_MS, TOAST_HOTKEY } from '@lss/shared/constants';
import { Toaster as Sonner } from 'sonner';
// Its stylesheet comes with it, as a file (sonner's own <style> injection is disabled for the CSP,
// vite.config.ts): pages that never show a toast do not download it.
import 'sonner/dist/styles.css';

/** The one toast area of the whole site (decisions.md): top-right, 3 s, pauses on hover, Alt+T. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={TOAST_DURATION_MS}
      hotkey={[...TOAST_HOTKEY]}
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
    />
  );
}
