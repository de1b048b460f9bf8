import { z } from 'zod';
import { adminListColumns, adminListQuery } from './admin-list-query.ts';
import { emailField, optionalText } from './fields.ts';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** POST /api/newsletter/subscribers (the footer's and the article's subscribe box). */
export const subscribeInput = z.object({
  email: emailField,
  name: optionalText('Name', 120).transform((value) => value ?? ''),
});
export type SubscribeInput = z.input<typeof subscribeInput>;

export const tokenInput = z.object({
  token: z.string({ error: 'The link is incomplete.' }).trim().min(1, 'The link is incomplete.').max(200),
});

export const subscriber = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;
export const subscriberList = z.array(subscriber);

/** The admin list's query (decision 018): a page, a search over e-mail and name, an order, and a status filter. */
const subscriberStatus = {
  status: z
    .enum(SUBSCRIBER_STATUSES, { error: 'Status must be pending, confirmed or unsubscribed.' })
    .optional(),
};
export const subscriberQuery = adminListQuery(adminListColumns.subscribers).extend(subscriberStatus);
/** The CSV export's query: the list's search and status filter, without paging. */
export const subscriberCsvQuery = z.object({ q: subscriberQuery.shape.q, ...subscriberStatus });
export type SubscriberQuery = z.infer<typeof subscriberQuery>;

/** One post sent as a newsletter and its queue's progress (GET /api/newsletter/sends). */
export const newsletterSend = z.object({
  _id: z.string(),
  postId: z.string().nullable(),
  postTitle: z.string(),
  requestedBy: z.string(),
  createdAt: z.string(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type NewsletterSend = z.infer<typeof newsletterSend>;
export const newsletterSendList = z.array(newsletterSend);

/** The answer of POST /api/posts/{id}/newsletter (202) and of its preview (GET: how many would get it). */
export const newsletterQueued = z.object({ message: z.string(), recipients: z.number().int() });
export const newsletterRecipients = z.object({
  recipients: z.number().int(),
  alreadySent: z.boolean(),
});
