import type { NewsletterSend } from '@lss/shared/newsletter';
import { useAdminList } from '../api/records.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { ListPages } from '../ui/list-pages.tsx';
import { SENDS_KEY } from './newsletter-api.ts';

/** The Subscribers screen's own list is in the address too: the sends page under their own name. */
const SENDS_ADDRESS = 'sends-';
/** How often a page of sends with one under way is read again. */
const SENDING_REFRESH_MS = 3_000;

/** How far the queue has got with each post sent (refreshed every few seconds while one is under way). */
export function SendProgress() {
  const dates = useAdminDates();
  const sends = useAdminList<NewsletterSend>(SENDS_KEY, '/newsletter/sends', {
    addressPrefix: SENDS_ADDRESS,
    refetchInterval: (items) => (items?.some((send) => send.queued > 0) ? SENDING_REFRESH_MS : false),
  });
  if (!sends.data?.items.length) return null;
  return (
    <section aria-labelledby="sends-heading" className="mb-8">
      <h2 id="sends-heading" className="mb-3 text-lg font-bold">
        Newsletters sent
      </h2>
      <ul className="space-y-2">
        {sends.data.items.map((send) => {
          const total = send.queued + send.sent + send.failed;
          const done = send.sent + send.failed;
          return (
            <li key={send._id} className="rounded-sm border border-rule bg-card px-4 py-3">
              <p className="font-semibold text-navy">{send.postTitle}</p>
              <p className="text-sm text-muted">
                {dates.dateTime(send.createdAt)} by {send.requestedBy}
              </p>
              <progress
                className="mt-2 h-2 w-full accent-navy"
                max={total || 1}
                value={done}
                aria-label={`Progress of ${send.postTitle}`}
              />
              <p className="mt-1 text-sm" aria-live="polite">
                {send.sent} sent, {send.queued} queued, {send.failed} failed
              </p>
            </li>
          );
        })}
      </ul>
      <ListPages address={sends.address} total={sends.data.total} label="Newsletters sent pages" />
    </section>
  );
}
