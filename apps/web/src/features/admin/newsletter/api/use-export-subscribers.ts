import type { SubscriberStatus } from '@lss/shared/newsletter';
import { useMutation } from '@tanstack/react-query';
import { saveAdminDownload } from '#web/lib/admin-api.ts';

type SubscriberFilter = { q: string; status: SubscriberStatus | '' };

/** The CSV export's query string: the list's search and status filter (the export has no pages). */
function subscriberQuery({ q, status }: SubscriberFilter): string {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (status) query.set('status', status);
  return query.size ? `?${query}` : '';
}

/** The subscribers the list shows (its search and status, every page) as a CSV file, into the downloads. */
export function useExportSubscribers() {
  return useMutation({
    mutationFn: (filter: SubscriberFilter) =>
      saveAdminDownload(`/newsletter/subscribers.csv${subscriberQuery(filter)}`),
  });
}
