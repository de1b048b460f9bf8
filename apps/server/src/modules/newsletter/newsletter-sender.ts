import type { Mail } from '../../lib/mail/mail.ts';
import { type NewsletterPost, newsletterPostMail } from '../../lib/mail/templates/newsletter-post.ts';
import type { DeliveryRow, NewsletterQueueRepository } from './newsletter-queue.repository.ts';

/** Attempts per recipient before a delivery is failed for good. */
export const MAX_ATTEMPTS = 3;
/** The wait before the next attempt grows with each failure: 1, 2 minutes… */
export const RETRY_DELAY_MS = 60_000;
/**
 * How long a claimed batch may take. A claim older than this belongs to an instance that stopped
 * mid-batch: its deliveries are failed, not sent again (the e-mail may already have gone out).
 */
export const CLAIM_MS = 10 * 60_000;
/** How often an idle instance looks for a send queued by another instance. */
const IDLE_POLL_MS = 5_000;

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Works through the newsletter queue: a batch of `batchSize` deliveries, then a pause that keeps
 * the pace at `ratePerMinute` e-mails, until nothing is due. Every instance runs one; the database
 * hands each batch to one of them.
 */
export function createNewsletterSender(deps: {
  queue: NewsletterQueueRepository;
  mail: Mail;
  /** The post of a send as its e-mail shows it, and each recipient's unsubscribe URL; null when deleted. */
  postOfSend: (sendId: string) => Promise<NewsletterPost | null>;
  unsubscribeUrl: (subscriberId: string | null) => Promise<string | null>;
  batchSize: number;
  ratePerMinute: number;
  log: Logger;
}) {
  const { queue, mail, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function deliver(delivery: DeliveryRow, post: NewsletterPost | null, now: Date) {
    const unsubscribeUrl = await deps.unsubscribeUrl(delivery.subscriberId);
    // Removed or deleted since the send was queued: nothing to send, and nothing to retry.
    if (!post || !unsubscribeUrl) {
      await queue.markFailed(delivery.id, post ? 'subscriber removed' : 'post deleted', null);
      return;
    }
    if (await mail.send(newsletterPostMail(post, unsubscribeUrl), delivery.email)) {
      await queue.markSent(delivery.id, new Date());
      return;
    }
    const retry = delivery.attempts < MAX_ATTEMPTS;
    await queue.markFailed(
      delivery.id,
      'the mail server did not accept the e-mail',
      retry ? new Date(now.getTime() + RETRY_DELAY_MS * delivery.attempts) : null,
    );
  }

  /** One batch: the deliveries due at `now`, sent one after the other. Answers how many were claimed. */
  async function runBatch(now = new Date()): Promise<number> {
    const interrupted = await queue.failInterrupted(now);
    if (interrupted) log.warn({ interrupted }, 'newsletter deliveries interrupted by a stop: not sent again');
    const claimed = await queue.claim(deps.batchSize, now, new Date(now.getTime() + CLAIM_MS));
    const posts = new Map<string, Promise<NewsletterPost | null>>();
    for (const delivery of claimed) {
      if (!posts.has(delivery.sendId)) posts.set(delivery.sendId, deps.postOfSend(delivery.sendId));
      await deliver(delivery, await posts.get(delivery.sendId)!, now);
    }
    if (claimed.length) log.info({ count: claimed.length }, 'newsletter batch sent');
    return claimed.length;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (running || stopped) return;
    running = runBatch().catch((error: unknown) => {
      log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'newsletter batch failed');
      return 0;
    });
    running.then((count) => {
      running = null;
      // The pace: a batch of n e-mails is followed by n / rate minutes of rest.
      schedule(count ? Math.ceil((count / deps.ratePerMinute) * 60_000) : IDLE_POLL_MS);
    });
  }

  return {
    runBatch,
    /** Starts the loop (with SMTP only: without it nothing could be sent). */
    start() {
      if (!mail.enabled || !stopped) return;
      stopped = false;
      schedule(0);
    },
    /** A send was just queued here: start now rather than at the next poll. */
    wake() {
      if (!running) schedule(0);
    },
    /** Stops the loop; the batch in progress finishes first, so none of it is left claimed. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
export type NewsletterSender = ReturnType<typeof createNewsletterSender>;
