import { postSummary } from '@lss/shared/post-description';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createDeviceTokens } from './lib/device-tokens.ts';
import { createMail, type Mail } from './lib/mail/mail.ts';
import { resolveJwtSecret } from './lib/secrets.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import { createTokenService } from './lib/tokens.ts';
import { absoluteUploadsInJson } from './lib/upload-links.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { createActivityService } from './modules/activity/activity.service.ts';
import { createBackupService } from './modules/backup/backup.service.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createRsvpsRepository } from './modules/events/rsvps.repository.ts';
import { createRsvpsService, withRsvpSummary } from './modules/events/rsvps.service.ts';
import { createExecutivesRepository } from './modules/executives/executives.repository.ts';
import { createExecutivesService } from './modules/executives/executives.service.ts';
import { createMaterialsRepository } from './modules/materials/materials.repository.ts';
import { createMaterialsService } from './modules/materials/materials.service.ts';
import { createMediaRepository } from './modules/media/media.repository.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { type AltField, withAlts } from './modules/media/media-alts.ts';
import { createNewsletterService, unsubscribePath } from './modules/newsletter/newsletter.service.ts';
import { createNewsletterQueueRepository } from './modules/newsletter/newsletter-queue.repository.ts';
import { createNewsletterSender } from './modules/newsletter/newsletter-sender.ts';
import { createSubscribersRepository } from './modules/newsletter/subscribers.repository.ts';
import { createPodcastRepository } from './modules/podcast/podcast.repository.ts';
import { createPodcastService } from './modules/podcast/podcast.service.ts';
import { createPostsRepository } from './modules/posts/posts.repository.ts';
import { createPostsService } from './modules/posts/posts.service.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createSubmissionsRepository } from './modules/submissions/submissions.repository.ts';
import { createSubmissionsService } from './modules/submissions/submissions.service.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { createAccountLinksRepository } from './modules/users/account-links.repository.ts';
import { createDatabaseThrottleStore } from './modules/users/login-failures.repository.ts';
import { createLoginThrottle, createMemoryThrottleStore } from './modules/users/login-throttle.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';

type Logger = Parameters<typeof createUsersService>[0]['log'];

/** Builds every service once per app; routes and the page renderer use the same instances. */
export function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  log: Logger,
  clock: Clock = systemClock,
) {
  const { db } = database;
  const eventsRepository = createEventsRepository(db);
  const rsvpsRepository = createRsvpsRepository(db);
  const postsRepository = createPostsRepository(db);
  // With front ends on other origins, every API answer gives upload URLs absolute (decision 024):
  // app.ts runs every JSON answer through this.
  const uploadLinks = config.corsOrigins.length
    ? (json: string) => absoluteUploadsInJson(json, uploads.link)
    : undefined;
  const mediaRepository = createMediaRepository(db);
  // Images that public reads show carry the alt text stored with them in the media library.
  const altsFor =
    (fields: readonly AltField[]) =>
    <A extends unknown[], T>(read: (...args: A) => Promise<T>) =>
      withAlts(mediaRepository.altTexts, fields, read);
  const eventAlts = altsFor([['imageUrl', 'imageAlt']]);
  const postAlts = altsFor([['coverImageUrl', 'coverImageAlt']]);
  const executiveAlts = altsFor([['imageUrl', 'imageAlt']]);
  const activity = createActivityService(createActivityRepository(db));
  const settings = createSettingsService(createSettingsRepository(db), activity);

  const eventsService = createEventsService(eventsRepository, settings.timeZone, activity, clock);
  const events = {
    ...eventsService,
    list: eventAlts(eventsService.list),
    page: eventAlts(eventsService.page),
    featured: eventAlts(eventsService.featured),
    // With the registration counts.
    get: eventAlts(async (id: string) => withRsvpSummary(rsvpsRepository)(await eventsService.get(id))),
  };
  const postsService = createPostsService(postsRepository, settings.timeZone, activity, clock);
  const posts = {
    ...postsService,
    listPublished: postAlts(postsService.listPublished),
    pagePublished: postAlts(postsService.pagePublished),
    getPublished: postAlts(postsService.getPublished),
  };
  const executivesService = createExecutivesService(
    createExecutivesRepository(db),
    {
      current: settings.currentSession,
      pin: settings.pinCurrentSession,
      makeCurrent: settings.setCurrentSession,
    },
    activity,
  );
  const executives = {
    ...executivesService,
    list: executiveAlts(executivesService.list),
    featured: executiveAlts(executivesService.featured),
    page: executiveAlts(executivesService.page),
  };
  const materials = createMaterialsService(createMaterialsRepository(db), activity);
  const podcast = createPodcastService(createPodcastRepository(db), settings.timeZone, activity, clock);
  // The society's name is read as each e-mail is sent: a renamed society shows at once.
  const mail = createMail({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    siteName: async () => (await settings.get()).societyName,
    siteUrl: config.publicUrl,
    log,
  });
  const rsvps = createRsvpsService({
    repository: rsvpsRepository,
    timeZone: settings.timeZone,
    mail,
    publicUrl: config.publicUrl,
  });
  const contact = createContactService(createContactRepository(db), {
    mail,
    contactTo: config.contactTo,
    activity,
    log,
  });
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const users = createUsersService({
    repository: createUsersRepository(db),
    tokens: createTokenService(jwtSecret, config.jwtExpiresIn, clock),
    deviceTokens: createDeviceTokens(jwtSecret, { secure: config.publicUrl.startsWith('https:') }),
    registrationOpen: config.registrationOpen,
    // With PostgreSQL the failures are counted where every instance sees them.
    throttle: createLoginThrottle(
      database.kind === 'postgres' ? createDatabaseThrottleStore(db) : createMemoryThrottleStore(),
    ),
    links: createAccountLinksRepository(db),
    mail,
    publicUrl: config.publicUrl,
    siteName: async () => (await settings.get()).societyName,
    activity,
    log,
  });
  // Uploaded files: DATA_DIR/uploads, or the S3 bucket every instance shares.
  const storage = createStorage(config.storage, log);
  // Every stored upload is listed once in the media library (the two call each other).
  const uploads = createUploadsService({
    storage,
    linkBase: config.corsOrigins.length ? config.publicUrl : '',
    library: { record: (file, origin) => media.record(file, origin) },
    activity,
  });
  const media = createMediaService({
    repository: mediaRepository,
    storage,
    link: uploads.link,
    removeFiles: uploads.remove,
    activity,
  });
  const backup = createBackupService({ db, storage });
  const search = createSearchService(createSearchRepository(db), clock);
  const newsletter = createNewsletter(config, db, { mail, postsRepository, activity, log });
  const submissions = createSubmissionsService({
    repository: createSubmissionsRepository(db),
    posts,
    media,
    activity,
    log,
  });
  const dashboard = createDashboardService({
    events,
    posts,
    executives,
    materials,
    podcast,
    contact,
    submissions,
  });
  return {
    uploadLinks,
    activity,
    newsletter,
    backup,
    submissions,
    search,
    events,
    rsvps,
    posts,
    executives,
    materials,
    podcast,
    contact,
    settings,
    users,
    uploads,
    media,
    storage,
    dashboard,
    database,
  };
}
export type Services = ReturnType<typeof createServices>;

/** The newsletter's service and its queue's sender (started and stopped with the app). */
function createNewsletter(
  config: AppConfig,
  db: DatabaseHandle['db'],
  deps: {
    mail: Mail;
    postsRepository: ReturnType<typeof createPostsRepository>;
    activity: ReturnType<typeof createActivityService>;
    log: Logger;
  },
) {
  const subscribers = createSubscribersRepository(db);
  const queue = createNewsletterQueueRepository(db);
  const sender = createNewsletterSender({
    queue,
    mail: deps.mail,
    async postOfSend(sendId) {
      const send = await queue.findSend(sendId);
      const post = send?.postId ? await deps.postsRepository.findById(send.postId) : null;
      if (!post) return null;
      return {
        title: post.title,
        excerpt: postSummary(post),
        url: `${config.publicUrl}/news/${encodeURIComponent(post.slug)}`,
      };
    },
    async unsubscribeUrl(subscriberId) {
      const row = subscriberId ? await subscribers.findById(subscriberId) : null;
      return row ? `${config.publicUrl}${unsubscribePath(row.unsubscribeToken)}` : null;
    },
    ...config.newsletter,
    log: deps.log,
  });
  const service = createNewsletterService({
    subscribers,
    queue,
    sender,
    mail: deps.mail,
    findPost: (id) => deps.postsRepository.findById(id),
    publicUrl: config.publicUrl,
    activity: deps.activity,
    log: deps.log,
  });
  return { ...service, sender };
}
