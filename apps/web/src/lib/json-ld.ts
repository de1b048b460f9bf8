import { EPISODE_DURATION_MS, EVENT_DURATION_MS } from '@lss/shared/calendar';
import type { Event } from '@lss/shared/events';
import { excerpt } from '@lss/shared/excerpt';
import type { Episode } from '@lss/shared/podcast';
import { postSummary } from '@lss/shared/post-description';
import { postByline } from '@lss/shared/post-summary';
import type { Post } from '@lss/shared/posts';
import type { SiteSettings } from '@lss/shared/settings';
import { paths } from '#web/config/paths.ts';
import { jsonForScript } from './script-json.ts';
import { absoluteUrl } from './site-context.ts';

/** schema.org structured data for search engines (https://schema.org), as plain objects. */
export type JsonLdObject = { '@context'?: string; '@type': string; [key: string]: unknown };

const CONTEXT = 'https://schema.org';

/** JSON for a <script> element: nothing in it can close the element or start markup. */
export const serializeJsonLd = (data: JsonLdObject): string => jsonForScript(data);

const end = (start: string, durationMs: number) =>
  new Date(new Date(start).getTime() + durationMs).toISOString();

type Site = { settings: SiteSettings; publicUrl: string; defaultImage: string };

function publisher({ settings, publicUrl, defaultImage }: Site) {
  return {
    '@type': 'Organization',
    name: settings.societyName,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, settings.logoUrl ?? defaultImage),
  };
}

export function organizationJsonLd(site: Site): JsonLdObject {
  const { settings } = site;
  const sameAs = [settings.xUrl, settings.linkedinUrl].filter((url): url is string => Boolean(url));
  return {
    '@context': CONTEXT,
    ...publisher(site),
    '@type': 'Organization',
    alternateName: settings.shortName,
    description: settings.mission,
    email: settings.email,
    ...(settings.address ? { address: settings.address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function newsArticleJsonLd(post: Post, site: Site): JsonLdObject {
  const url = absoluteUrl(site.publicUrl, paths.article.to(post.slug));
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: excerpt(post.title, 110),
    description: postSummary(post),
    mainEntityOfPage: url,
    url,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: postByline(post) },
    image: [absoluteUrl(site.publicUrl, post.coverImageUrl ?? site.defaultImage)],
    publisher: publisher(site),
    // Members only (issue 27): crawlers are told the text is not free to read.
    ...(post.membersOnly ? { isAccessibleForFree: false } : {}),
  };
}

export function eventJsonLd(event: Event, site: Site): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url: absoluteUrl(site.publicUrl, paths.event.to(event._id)),
    startDate: event.eventDate,
    endDate: end(event.eventDate, EVENT_DURATION_MS),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.venue, address: event.venue },
    image: [absoluteUrl(site.publicUrl, event.imageUrl ?? site.defaultImage)],
    organizer: publisher(site),
  };
}

/** The next episode, live on X Spaces: an online Event (PodcastEpisode has no start time). */
export function episodeJsonLd(episode: Episode, site: Site): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: episode.title,
    description: episode.description,
    url: absoluteUrl(site.publicUrl, paths.podcast.to()),
    startDate: episode.episodeDate,
    endDate: end(episode.episodeDate, EPISODE_DURATION_MS),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: episode.xSpaceUrl },
    image: [absoluteUrl(site.publicUrl, site.defaultImage)],
    organizer: publisher(site),
    ...(episode.guestName ? { performer: { '@type': 'Person', name: episode.guestName } } : {}),
  };
}
