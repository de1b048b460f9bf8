import { apiMessages } from '@lss/shared/api-messages';
import type { NewsletterSend, Subscriber, SubscriberQuery } from '@lss/shared/newsletter';
import { newsletterAdminMessages } from '@lss/shared/newsletter-admin-messages';
import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { mapPage, type Page, type PageRequest } from '@lss/shared/pagination';
import { toCsv } from '../../lib/csv.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { findOr404 } from '../../lib/lookup.ts';
import type { Mail } from '../../lib/mail/mail.ts';
import { newsletterConfirmMail } from '../../lib/mail/templates/newsletter-confirm.ts';
import { hashOneTimeToken, newLinkToken } from '../../lib/one-time-tokens.ts';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import type { NewsletterQueueRepository, SendProgress } from './newsletter-queue.repository.ts';
import type { NewsletterSender } from './newsletter-sender.ts';
import type { SubscriberRow, SubscribersRepository } from './subscribers.repository.ts';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** What sending needs of a post (the posts module's row). */
export type SendablePost = { id: string; title: string; status: string; publishedAt: Date | null };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

const toSend = ({ id, postId, postTitle, requestedBy, createdAt, queued, sent, failed }: SendProgress) =>
  ({
    _id: id,
    postId,
    postTitle,
    requestedBy,
    createdAt: createdAt.toISOString(),
    queued,
    sent,
    failed,
  }) satisfies NewsletterSend;

/** The unsubscribe page's address: GET shows a button, POST unsubscribes (one-click, RFC 8058). */
export const unsubscribePath = (token: string) =>
  `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** The newsletter: double opt-in subscriptions, the admin list, and posts sent through the queue. */
export function createNewsletterService(deps: {
  subscribers: SubscribersRepository;
  queue: NewsletterQueueRepository;
  sender: NewsletterSender;
  mail: Mail;
  findPost: (id: string) => Promise<SendablePost | null>;
  publicUrl: string;
  activity: ActivityService;
  log: Logger;
}) {
  const { subscribers, queue, mail, activity, log } = deps;

  async function sendConfirmation(input: { email: string; name: string }) {
    const { token, hash } = newLinkToken();
    const mayMail = await subscribers.requestSubscription(
      { ...input, confirmTokenHash: hash, unsubscribeToken: newLinkToken().token },
      new Date(),
    );
    if (!mayMail) {
      log.info({}, 'newsletter confirmation not sent: confirmed already, or the hourly cap of the address');
      return;
    }
    const confirmUrl = `${deps.publicUrl}/newsletter/confirm?token=${token}`;
    await mail.send(newsletterConfirmMail({ confirmUrl }), input.email);
  }

  async function sendablePost(postId: string, now: Date) {
    const post = await findOr404('Post', postId, deps.findPost);
    if (post.status !== 'published' || !post.publishedAt || post.publishedAt > now) {
      throw new ConflictError(newsletterAdminMessages.notPublished);
    }
    return post;
  }

  return {
    /**
     * Answers at once and alike for every address (decisions.md: 202 always): whether it is known,
     * and the e-mail, happen afterwards.
     */
    subscribe(input: { email: string; name: string }): void {
      sendConfirmation(input).catch((error: unknown) => {
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'newsletter subscribe failed',
        );
      });
    },

    async confirm(token: string): Promise<Subscriber> {
      const row = await subscribers.confirm(hashOneTimeToken(token), new Date());
      if (!row) throw new BadRequestError(newsletterMessages.confirmLinkInvalid);
      return toSubscriber(row);
    },

    /** The unsubscribe page: whose link this is, and whether they left already. */
    async unsubscribeInfo(token: string): Promise<{ email: string; status: Subscriber['status'] }> {
      const row = await subscribers.byUnsubscribeToken(token);
      if (!row) throw new NotFoundError(newsletterMessages.unsubscribeLinkInvalid);
      return { email: row.email, status: row.status };
    },

    async unsubscribe(token: string): Promise<Subscriber> {
      const row = await subscribers.unsubscribe(token, new Date());
      if (!row) throw new NotFoundError(newsletterMessages.unsubscribeLinkInvalid);
      log.info({ subscriberId: row.id }, 'newsletter unsubscribed');
      return toSubscriber(row);
    },

    /** The one list (decision 029): a member's preference is whether their address is a confirmed subscriber. */
    isSubscribed: (email: string): Promise<boolean> => subscribers.isConfirmed(email),

    /**
     * A signed-in member's choice: on confirms their address at once (a member's address is
     * confirmed already: no second confirmation), off unsubscribes it. The subscriber screen shows
     * the same row.
     */
    async setSubscribed(email: string, name: string, on: boolean): Promise<void> {
      if (on)
        await subscribers.confirmAddress({ email, name, unsubscribeToken: newLinkToken().token }, new Date());
      else await subscribers.unsubscribeAddress(email, new Date());
    },

    /** A member's erasure: the address leaves the list and the delivery records (subscribers.repository.ts). */
    forget: (email: string): Promise<void> => subscribers.forgetAddress(email),

    async page(query: SubscriberQuery): Promise<Page<Subscriber>> {
      const page = await subscribers.page(query);
      return { total: page.total, items: page.items.map(toSubscriber) };
    },

    /** The CSV export: every subscriber the search and filter match, oldest first. */
    async csv(query: Pick<SubscriberQuery, 'q' | 'status'>): Promise<string> {
      const rows = (await subscribers.all(query)).map(toSubscriber);
      return toCsv(
        ['Email', 'Name', 'Status', 'Subscribed', 'Confirmed', 'Unsubscribed'],
        rows.map((row) => [
          row.email,
          row.name,
          row.status,
          row.createdAt,
          row.confirmedAt ?? '',
          row.unsubscribedAt ?? '',
        ]),
      );
    },

    async remove(id: string, admin: Actor): Promise<Subscriber> {
      const row = await subscribers.remove(id);
      if (!row) throw new NotFoundError(apiMessages.notFound('Subscriber'));
      const removed = toSubscriber(row);
      await activity.record({
        actor: admin,
        action: 'deleted',
        entityType: 'subscriber',
        entityId: removed._id,
        summary: `Subscriber ${removed.email}`,
      });
      return removed;
    },

    /** What the confirmation before sending states: how many would receive it, and whether it went already. */
    async recipients(postId: string) {
      await sendablePost(postId, new Date());
      return {
        recipients: await subscribers.countConfirmed(),
        alreadySent: (await queue.sendForPost(postId)) !== null,
      };
    },

    /** Queues a published post to every confirmed subscriber, once per post (409 the second time). */
    async sendPost(postId: string, requestedBy: string) {
      if (!mail.enabled) throw new ConflictError(newsletterAdminMessages.mailOff);
      const post = await sendablePost(postId, new Date());
      if (await queue.sendForPost(postId)) throw new ConflictError(newsletterAdminMessages.alreadySent);
      if ((await subscribers.countConfirmed()) === 0)
        throw new ConflictError(newsletterAdminMessages.noRecipients);
      const queued = await queue.queue({ postId, postTitle: post.title, requestedBy });
      if (!queued) throw new ConflictError(newsletterAdminMessages.alreadySent);
      log.info({ postId, recipients: queued.recipients }, 'newsletter queued');
      deps.sender.wake();
      return {
        message: newsletterAdminMessages.sendQueued(queued.recipients),
        recipients: queued.recipients,
      };
    },

    sends: async (request: PageRequest): Promise<Page<NewsletterSend>> =>
      mapPage(await queue.progress(request), toSend),
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
