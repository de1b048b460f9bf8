import type { NewsletterSend } from '@lss/shared/newsletter';
import { useAdminList } from '../../api/records.ts';
import { SENDS_KEY } from './keys.ts';

/** The Subscribers screen's own list is in the address too: the sends page under their own name. */
const SENDS_ADDRESS = 'sends-';
/** How often a page of sends with one under way is read again. */
const SENDING_REFRESH_MS = 3_000;

/** The newsletters sent, a page at a time, read again every few seconds while one is under way. */
export function useNewsletterSends() {
  return useAdminList<NewsletterSend>(SENDS_KEY, '/newsletter/sends', {
    addressPrefix: SENDS_ADDRESS,
    refetchInterval: (items) => (items?.some((send) => send.queued > 0) ? SENDING_REFRESH_MS : false),
  });
}
