import type { NewsletterSend, Subscriber, SubscriberStatus } from '@lss/shared/newsletter';
import { adminRequest, adminRequestPage } from '#web/lib/admin-api.ts';

export const SUBSCRIBERS_KEY = ['newsletter', 'subscribers'] as const;
export const SENDS_KEY = ['newsletter', 'sends'] as const;

export type SubscriberFilter = { q: string; status: SubscriberStatus | ''; page: number };

/** The list's query string (also the CSV export's, without the page). */
export function subscriberQuery({ q, status, page }: Partial<SubscriberFilter>): string {
  const query = new URLSearchParams();
  if (q?.trim()) query.set('q', q.trim());
  if (status) query.set('status', status);
  if (page && page > 1) query.set('page', String(page));
  return query.size ? `?${query}` : '';
}

export const fetchSubscribers = (filter: SubscriberFilter, signal?: AbortSignal) =>
  adminRequestPage<Subscriber>(`/newsletter/subscribers${subscriberQuery(filter)}`, { signal });

export const fetchSends = (signal?: AbortSignal) =>
  adminRequest<NewsletterSend[]>('/newsletter/sends', { signal });

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
