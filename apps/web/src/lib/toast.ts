import type { ExternalToast } from 'sonner';
import { requestToastArea } from './toast-area.ts';

type Show = (message: string, options?: ExternalToast) => void;

function show(kind: 'success' | 'error'): Show {
  return (message, options) => {
    requestToastArea();
    void import('sonner').then(({ toast }) => toast[kind](message, options));
  };
}

/**
 * How a page raises a toast. The toast area and its library are loaded with the first toast, not
 * with every page (most visits never see one); a toast raised before the area has mounted is shown
 * as soon as it does.
 */
export const toast = { success: show('success'), error: show('error') };
