import { defineModule, type Infrastructure, type Services } from '../../services.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService, unsubscribePath } from './newsletter.service.ts';
import { newsletterFormRoutes } from './newsletter-forms.routes.ts';
import { createNewsletterQueueRepository } from './newsletter-queue.repository.ts';
import { createNewsletterSender } from './newsletter-sender.ts';
import { createSubscribersRepository } from './subscribers.repository.ts';

/** The newsletter's service and its queue's sender (started and stopped with the app). */
function createNewsletter(
  { config, database, mail, log }: Infrastructure,
  { posts, activity }: Pick<Services, 'posts' | 'activity'>,
) {
  const subscribers = createSubscribersRepository(database.db);
  const queue = createNewsletterQueueRepository(database.db);
  const sender = createNewsletterSender({
    queue,
    mail,
    async postOfSend(sendId) {
      const send = await queue.findSend(sendId);
      const post = send?.postId ? await posts.findSummary(send.postId) : null;
      if (!post) return null;
      return {
        title: post.title,
        excerpt: post.excerpt,
        url: `${config.publicUrl}/news/${encodeURIComponent(post.slug)}`,
      };
    },
    async unsubscribeUrl(subscriberId) {
      const row = subscriberId ? await subscribers.findById(subscriberId) : null;
      return row ? `${config.publicUrl}${unsubscribePath(row.unsubscribeToken)}` : null;
    },
    ...config.newsletter,
    log,
  });
  const service = createNewsletterService({
    subscribers,
    queue,
    sender,
    mail,
    findPost: posts.findSummary,
    publicUrl: config.publicUrl,
    activity,
    log,
  });
  return { ...service, sender };
}

declare module '../../services.ts' {
  interface Services {
    newsletter: ReturnType<typeof createNewsletter>;
  }
}

/** The newsletter: double opt-in subscriptions, and posts sent to the subscribers through a queue. */
export const newsletterModule = defineModule('newsletter', {
  dependencies: ['activity', 'posts'],
  provides: { newsletter: createNewsletter },
  // The queue runs on every instance while it serves; a stop lets the batch in progress finish.
  setUp: (app) => {
    app.addHook('onReady', () => app.services.newsletter.sender.start());
    app.addHook('onClose', () => app.services.newsletter.sender.stop());
  },
  api: [newsletterRoutes],
  routes: (app) => app.register(newsletterFormRoutes),
});
