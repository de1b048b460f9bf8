import { event, eventDetail, eventList } from '@lss/shared/events';
import { executive, executiveList } from '@lss/shared/executives';
import { material, materialList } from '@lss/shared/materials';
import { pageSchema } from '@lss/shared/page-query';
import type { PageRequest } from '@lss/shared/pagination';
import { episode } from '@lss/shared/podcast';
import { postSummary } from '@lss/shared/post-description';
import { post, postList, postListItem } from '@lss/shared/posts';
import { normaliseSearchQuery, searchPage } from '@lss/shared/search';
import { sessionList } from '@lss/shared/session-schemas';
import { siteSettings } from '@lss/shared/settings';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createCacheCoherence } from './lib/cache-coherence.ts';
import { createDeviceTokens } from './lib/device-tokens.ts';
import { createMail, type Mail } from './lib/mail/mail.ts';
import { CACHE_TAGS, cachedReads, createReadCache, type ReadCache } from './lib/read-cache.ts';
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
export function createServices(config: AppConfig, database: DatabaseHandle, log: Logger) {
  const { db } = database;
  const eventsRepository = createEventsRepository(db);
  const rsvpsRepository = createRsvpsRepository(db);
  const postsRepository = createPostsRepository(db);
  const podcastRepository = createPodcastRepository(db);
  // Every write in the app, on any instance, drops what it changed (with PostgreSQL, through
  // NOTIFY: lib/cache-coherence.ts), so the age limit only bounds changes made outside the app
  // (SQL by hand, a restore into a running database).
  const maxAgeMs = 60_000;
  const coherence = createCacheCoherence(database.notices, log);
  const pageAndReadCache = coherence.attach(createReadCache({ maxAgeMs }));
  // Searches have a cache of their own: a crowd of new words evicts old searches, never the pages.
  const searchCache = coherence.attach(createReadCache({ maxAgeMs, maxEntries: 300 }));
  const readCache: ReadCache = {
    read: pageAndReadCache.read,
    invalidate: coherence.invalidate,
    clear: () => coherence.invalidate(CACHE_TAGS),
  };
  // With front ends on other origins, every API answer gives upload URLs absolute (decision 024):
  // cached reads are serialised so once, when loaded; app.ts does the same for every other answer.
  const uploadLinks = config.corsOrigins.length
    ? (json: string) => absoluteUploadsInJson(json, uploads.link)
    : undefined;
  const cached = cachedReads(readCache, uploadLinks);
  const now = () => new Date();
  const mediaRepository = createMediaRepository(db);
  // Images that public reads show carry the alt text stored with them in the media library.
  const altsFor =
    (fields: readonly AltField[]) =>
    <A extends unknown[], T>(read: (...args: A) => Promise<T>) =>
      withAlts(mediaRepository.altTexts, fields, read);
  const eventAlts = altsFor([['imageUrl', 'imageAlt']]);
  const postAlts = altsFor([['coverImageUrl', 'coverImageAlt']]);
  const executiveAlts = altsFor([['imageUrl', 'imageAlt']]);
  const settingsService = createSettingsService(createSettingsRepository(db));

  // Public reads go through the cache, shaped by their response schemas; each names the data it
  // shows (what a write invalidates) and the moment the clock alone would change it.
  const eventsService = createEventsService(eventsRepository, settingsService.timeZone);
  const eventTags = { tags: ['events', 'media'] } as const;
  const events = {
    ...eventsService,
    list: cached('events', { ...eventTags, schema: eventList }, eventAlts(eventsService.list)),
    page: cached(
      'events:page',
      {
        ...eventTags,
        schema: pageSchema(event),
        // The next event to start moves from the upcoming list to the past one.
        validUntil: () => eventsRepository.nextStartAfter(now()),
      },
      eventAlts(eventsService.page),
    ),
    featured: cached(
      'events:featured',
      {
        ...eventTags,
        schema: event.nullable(),
        validUntil: async () => (await eventsRepository.soonestFeaturedAfter(now()))?.eventDate ?? null,
      },
      eventAlts(eventsService.featured),
    ),
    // With the registration counts; an event that starts closes its registration, so its page is redone then.
    get: cached(
      'event',
      { ...eventTags, schema: eventDetail, validUntil: () => eventsRepository.nextStartAfter(now()) },
      eventAlts(async (id: string) => withRsvpSummary(rsvpsRepository)(await eventsService.get(id))),
    ),
  };
  const postsService = createPostsService(postsRepository, settingsService.timeZone);
  const postReads = {
    tags: ['posts', 'media'],
    validUntil: () => postsRepository.nextPublicationAfter(now()),
  } as const;
  const posts = {
    ...postsService,
    listPublished: cached('posts', { ...postReads, schema: postList }, postAlts(postsService.listPublished)),
    // Cached per page (the arguments are the key), like every public list below.
    pagePublished: cached(
      'posts:page',
      { ...postReads, schema: pageSchema(postListItem) },
      postAlts(postsService.pagePublished),
    ),
    getPublished: cached('post', { ...postReads, schema: post }, postAlts(postsService.getPublished)),
  };
  const executivesService = createExecutivesService(createExecutivesRepository(db), {
    current: settingsService.currentSession,
    pin: settingsService.pinCurrentSession,
    makeCurrent: settingsService.setCurrentSession,
  });
  // Which council is current is a site setting.
  const councilTags = ['executives', 'settings', 'media'] as const;
  const executiveReads = { tags: councilTags, schema: executiveList } as const;
  const executives = {
    ...executivesService,
    list: cached('executives', executiveReads, executiveAlts(executivesService.list)),
    featured: cached('executives:featured', executiveReads, executiveAlts(executivesService.featured)),
    page: cached(
      'executives:page',
      { tags: councilTags, schema: pageSchema(executive) },
      executiveAlts(executivesService.page),
    ),
    sessions: cached(
      'executives:sessions',
      { tags: councilTags, schema: sessionList },
      executivesService.sessions,
    ),
  };
  const materialsService = createMaterialsService(createMaterialsRepository(db));
  const materials = {
    ...materialsService,
    list: cached('materials', { tags: ['materials'], schema: materialList }, materialsService.list),
    page: cached(
      'materials:page',
      { tags: ['materials'], schema: pageSchema(material) },
      materialsService.page,
    ),
  };
  const podcastService = createPodcastService(podcastRepository, settingsService.timeZone);
  const episodeReads = {
    tags: ['podcast'],
    validUntil: async () => (await podcastRepository.soonestAfter(now()))?.episodeDate ?? null,
  } as const;
  const podcast = {
    ...podcastService,
    upcoming: cached(
      'podcast:upcoming',
      { ...episodeReads, schema: episode.nullable() },
      podcastService.upcoming,
    ),
    archived: cached(
      'podcast:archived',
      { ...episodeReads, schema: pageSchema(episode) },
      podcastService.archived,
    ),
  };
  // The society's name is read as each e-mail is sent: a renamed society shows at once.
  const mail = createMail({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    siteName: async () => (await settingsService.get()).societyName,
    siteUrl: config.publicUrl,
    log,
  });
  const rsvps = createRsvpsService({
    repository: rsvpsRepository,
    timeZone: settingsService.timeZone,
    mail,
    publicUrl: config.publicUrl,
  });
  const contact = createContactService(createContactRepository(db), {
    mail,
    contactTo: config.contactTo,
    log,
  });
  const settings = {
    ...settingsService,
    get: cached('settings', { tags: ['settings'], schema: siteSettings }, settingsService.get),
  };
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const users = createUsersService({
    repository: createUsersRepository(db),
    tokens: createTokenService(jwtSecret, config.jwtExpiresIn),
    deviceTokens: createDeviceTokens(jwtSecret, { secure: config.publicUrl.startsWith('https:') }),
    registrationOpen: config.registrationOpen,
    // With PostgreSQL the failures are counted where every instance sees them.
    throttle: createLoginThrottle(
      database.kind === 'postgres' ? createDatabaseThrottleStore(db) : createMemoryThrottleStore(),
    ),
    links: createAccountLinksRepository(db),
    mail,
    publicUrl: config.publicUrl,
    siteName: async () => (await settingsService.get()).societyName,
    log,
  });
  // Uploaded files: DATA_DIR/uploads, or the S3 bucket every instance shares.
  const storage = createStorage(config.storage, log);
  // Every stored upload is listed once in the media library (the two call each other).
  const uploads = createUploadsService({
    storage,
    linkBase: config.corsOrigins.length ? config.publicUrl : '',
    library: { record: (file, origin) => media.record(file, origin) },
  });
  const media = createMediaService({
    repository: mediaRepository,
    storage,
    link: uploads.link,
    removeFiles: uploads.remove,
  });
  const backup = createBackupService({ db, storage });
  // Search results are cached like the other public reads (by normalised query, evicted oldest
  // first): a repeated search costs nothing, whatever the archive's size.
  const searchService = createSearchService(createSearchRepository(db));
  const cachedSearch = cachedReads(searchCache, uploadLinks)(
    'search',
    {
      tags: ['posts', 'events', 'materials', 'podcast'],
      schema: searchPage,
      validUntil: postReads.validUntil,
    },
    searchService.search,
  );
  const search = {
    ...searchService,
    search: (text: string, page: PageRequest, ...now: [Date?]) =>
      cachedSearch(normaliseSearchQuery(text), page, ...now),
  };
  const newsletter = createNewsletter(config, db, { mail, postsRepository, log });
  const activity = createActivityService(createActivityRepository(db));
  const submissions = createSubmissionsService({
    repository: createSubmissionsRepository(db),
    posts,
    media,
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
    readCache,
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
  deps: { mail: Mail; postsRepository: ReturnType<typeof createPostsRepository>; log: Logger },
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
    log: deps.log,
  });
  return { ...service, sender };
}
