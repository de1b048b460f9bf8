import type { SubscriberStatus } from '@lss/shared/newsletter';
import { adminRequest } from '#web/lib/admin-api.ts';

export const SUBSCRIBERS_KEY = ['newsletter', 'subscribers'] as const;
export const SENDS_KEY = ['newsletter', 'sends'] as const;

/** The CSV export's query string: the list's search and status filter (the export has no pages). */
export function subscriberQuery({ q, status }: { q: string; status: SubscriberStatus | '' }): string {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (status) query.set('status', status);
  return query.size ? `?${query}` : '';
}

export const removeSubscriber = (id: string) =>
  adminRequest<{ message: string }>(`/newsletter/subscribers/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const newsletterRecipients = (postId: string) =>
  adminRequest<{ recipients: number; alreadySent: boolean }>(
    `/posts/${encodeURIComponent(postId)}/newsletter`,
  );

export const sendNewsletter = (postId: string) =>
  adminRequest<{ message: string; recipients: number }>(`/posts/${encodeURIComponent(postId)}/newsletter`, {
    method: 'POST',
  });
