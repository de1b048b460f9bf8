import { useAdminDates } from '../api/society-time-zone.ts';
import { ListPages } from '../ui/list-pages.tsx';
import { useNewsletterSends } from './api/use-newsletter-sends.ts';

/** How far the queue has got with each post sent (refreshed every few seconds while one is under way). */
export function SendProgress() {
  const dates = useAdminDates();
  const sends = useNewsletterSends();
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
