import { calendarPaths, EPISODE_DURATION_MS, feedPaths } from '@lss/shared/calendar';
import type { Event } from '@lss/shared/events';
import { membersContentMessages } from '@lss/shared/members-content-messages';
import type { Episode } from '@lss/shared/podcast';
import { postSummary } from '@lss/shared/post-description';
import { postByline } from '@lss/shared/post-summary';
import type { Post } from '@lss/shared/posts';
import { sessionSlug } from '@lss/shared/sessions';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CalendarEntry, toICalendar } from '../../lib/ical.ts';
import { eventCalendarEntry } from '../events/event-calendar.ts';
import { asHtmlText, type NewsFeed, toAtom, toRss, toSitemap } from './feed-xml.ts';

/**
 * Feeds for readers, calendars and search engines: RSS and Atom of published posts, iCalendar
 * feeds of events and episodes, the sitemap and robots.txt. Links are absolute, from PUBLIC_URL.
 */
export async function feedsRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const { posts, events, podcast, settings, executives, elections } = app.services;
  const base = options.publicUrl;
  const absolute = (path: string) => new URL(path, `${base}/`).toString();
  const cacheable = (reply: FastifyReply, type: string) =>
    reply.type(type).header('cache-control', 'public, max-age=300, stale-while-revalidate=600');

  /**
   * A feed item's HTML: the article, or for a members-only post its excerpt and a link to the site
   * (decision 031: feeds are read by anyone, so they never carry a members-only body).
   */
  function feedHtml(post: Post, link: string): string {
    if (!post.membersOnly) return post.contentBody;
    const summary = postSummary(post);
    return `${summary ? `<p>${asHtmlText(summary)}</p>` : ''}<p><a href="${asHtmlText(link)}">${asHtmlText(membersContentMessages.feedLocked)}</a></p>`;
  }

  async function newsFeed(): Promise<NewsFeed> {
    const [site, published] = await Promise.all([settings.get(), posts.listPublished()]);
    return {
      title: `${site.societyName}: News & Publications`,
      description: site.mission,
      link: absolute('/news'),
      selfRss: absolute(feedPaths.rss),
      selfAtom: absolute(feedPaths.atom),
      language: 'en',
      copyright: `© ${site.societyName}`,
      author: { name: site.societyName, email: site.email, link: absolute('/') },
      updated: published[0] ? new Date(published[0].publishedAt ?? published[0].updatedAt) : new Date(0),
      items: published.map((post) => ({
        title: post.title,
        link: absolute(`/news/${post.slug}`),
        summary: postSummary(post),
        contentHtml: feedHtml(post, absolute(`/news/${post.slug}`)),
        authorName: postByline(post),
        date: new Date(post.publishedAt ?? post.updatedAt),
        imageUrl: post.coverImageUrl ? absolute(post.coverImageUrl) : null,
      })),
    };
  }

  app.get(feedPaths.rss, { schema: { hide: true } }, async (_request, reply) =>
    cacheable(reply, 'application/rss+xml; charset=utf-8').send(toRss(await newsFeed())),
  );
  app.get(feedPaths.atom, { schema: { hide: true } }, async (_request, reply) =>
    cacheable(reply, 'application/atom+xml; charset=utf-8').send(toAtom(await newsFeed())),
  );

  const host = new URL(base).hostname;
  const eventEntry = (event: Event) => eventCalendarEntry(event, base);
  const episodeEntry = (episode: Episode): CalendarEntry => ({
    uid: `episode-${episode._id}@${host}`,
    start: new Date(episode.episodeDate),
    end: new Date(new Date(episode.episodeDate).getTime() + EPISODE_DURATION_MS),
    summary: `Law & Vibes: ${episode.title}`,
    description: [
      episode.guestName ? `Featuring ${episode.guestName}` : null,
      episode.description,
      episode.xSpaceUrl,
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: 'X Spaces',
    url: episode.xSpaceUrl,
    updated: new Date(episode.updatedAt),
  });
  const sendCalendar = (reply: FastifyReply, filename: string, body: string) =>
    cacheable(reply, 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${filename}"`)
      .send(body);

  app.get(calendarPaths.events, { schema: { hide: true } }, async (_request, reply) => {
    const site = await settings.get();
    return sendCalendar(
      reply,
      'events.ics',
      toICalendar(`${site.shortName} events`, (await events.list()).map(eventEntry)),
    );
  });
  app.get(calendarPaths.podcast, { schema: { hide: true } }, async (_request, reply) => {
    return sendCalendar(
      reply,
      'podcast.ics',
      toICalendar('Law & Vibes', (await podcast.listAll()).map(episodeEntry)),
    );
  });
  app.get<{ Params: { id: string } }>(
    '/events/:id/event.ics',
    { schema: { hide: true } },
    async (request, reply) => {
      const event = await events.get(request.params.id);
      return sendCalendar(reply, 'event.ics', toICalendar(event.title, [eventEntry(event)]));
    },
  );
  app.get<{ Params: { id: string } }>(
    '/podcast/:id/episode.ics',
    { schema: { hide: true } },
    async (request, reply) => {
      const episode = await podcast.get(request.params.id);
      return sendCalendar(reply, 'episode.ics', toICalendar(episode.title, [episodeEntry(episode)]));
    },
  );

  app.get(feedPaths.sitemap, { schema: { hide: true } }, async (_request, reply) => {
    const [published, allEvents, site, councils, allElections] = await Promise.all([
      posts.listPublished(),
      events.list(),
      settings.get(),
      executives.sessions(),
      elections.list({ admin: null }),
    ]);
    const pages: { path: string; lastmod?: string }[] = [
      ...[
        '/',
        '/about',
        '/events',
        '/news',
        '/materials',
        '/podcast',
        '/contact',
        '/submit',
        '/elections',
      ].map((path) => ({
        path,
        ...(site.updatedAt ? { lastmod: site.updatedAt } : {}),
      })),
      ...published.map((post) => ({ path: `/news/${post.slug}`, lastmod: post.updatedAt })),
      ...allEvents.map((event) => ({ path: `/events/${event._id}`, lastmod: event.updatedAt })),
      // The past councils /about links to (the current one is on /about itself).
      ...councils
        .filter((session) => session !== site.currentSession)
        .map((session) => ({ path: `/about/councils/${sessionSlug(session)}` })),
      // Every public election's page, and a published one's ballot list.
      ...allElections.flatMap((election) => [
        { path: `/elections/${election.slug}`, lastmod: election.updatedAt },
        ...(election.status === 'published'
          ? [{ path: `/elections/${election.slug}/ballots`, lastmod: election.updatedAt }]
          : []),
      ]),
    ];
    return cacheable(reply, 'application/xml; charset=utf-8').send(
      toSitemap(pages.map((page) => ({ loc: absolute(page.path), lastmod: page.lastmod }))),
    );
  });

  app.get(feedPaths.robots, { schema: { hide: true } }, async (_request, reply) =>
    cacheable(reply, 'text/plain; charset=utf-8').send(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /register',
        '',
        `Sitemap: ${absolute(feedPaths.sitemap)}`,
        '',
      ].join('\n'),
    ),
  );
}
