import type { ExternalToast } from 'sonner';
import { requestToastArea } from './toast-area.ts';

type Sonner = typeof import('sonner');
type Show = (message: string, options?: ExternalToast) => void;

/** The toast library once loaded: later toasts are raised at once, in the event that caused them. */
let sonner: Sonner | null = null;

function show(kind: 'success' | 'error'): Show {
  return (message, options) => {
    requestToastArea();
    if (sonner) {
      sonner.toast[kind](message, options);
      return;
    }
    void import('sonner').then((loaded) => {
      sonner = loaded;
      loaded.toast[kind](message, options);
    });
  };
}

/**
 * How a page raises a toast. The toast area and its library are loaded with the first toast, not
 * with every page (most visits never see one); a toast raised before the area has mounted is shown
 * as soon as it does.
 */
export const toast = { success: show('success'), error: show('error') };
