import type { Event } from '@lss/shared/events';
import type { Episode } from '@lss/shared/podcast';
import type { Post } from '@lss/shared/posts';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { describe, expect, it } from 'vitest';
import {
  episodeJsonLd,
  eventJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from './json-ld.ts';

const site = {
  settings: { ...DEFAULT_SITE_SETTINGS, updatedAt: null },
  publicUrl: 'https://lss.example.org',
  defaultImage: '/assets/og-default-abc.png',
};
const meta = { _id: 'id1', createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '2026-01-02T10:00:00.000Z' };

describe('JSON-LD builders', () => {
  it('describes the society as an Organization with its profiles and e-mail', () => {
    const ld = organizationJsonLd(site);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: DEFAULT_SITE_SETTINGS.societyName,
      url: 'https://lss.example.org/',
      email: DEFAULT_SITE_SETTINGS.email,
      logo: 'https://lss.example.org/assets/og-default-abc.png',
      sameAs: [DEFAULT_SITE_SETTINGS.xUrl, DEFAULT_SITE_SETTINGS.linkedinUrl],
    });
  });

  it('describes an article as a NewsArticle with its author, dates, image and publisher', () => {
    const post = {
      ...meta,
      title: 'On precedent',
      slug: 'on-precedent',
      coverImageUrl: '/uploads/cover_1200x630.png',
      contentBody: '<p>Stare <b>decisis</b>.</p>',
      author: { _id: 'u1', fullName: 'Ada Obi' },
      publishedAt: '2026-01-01T12:00:00.000Z',
      status: 'published',
    } as Post;
    expect(newsArticleJsonLd(post, site)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'On precedent',
      description: 'Stare decisis.',
      datePublished: '2026-01-01T12:00:00.000Z',
      dateModified: '2026-01-02T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Ada Obi' },
      image: ['https://lss.example.org/uploads/cover_1200x630.png'],
      publisher: { '@type': 'Organization', name: DEFAULT_SITE_SETTINGS.societyName },
      url: 'https://lss.example.org/news/on-precedent',
    });
  });

  it('describes a members-only article by its excerpt alone, and says it is not free to read', () => {
    const post = {
      ...meta,
      title: 'Members brief',
      slug: 'members-brief',
      coverImageUrl: null,
      contentBody: '<p>The zygomorphic clause.</p>',
      excerpt: null,
      author: { _id: 'u1', fullName: 'Ada Obi' },
      publishedAt: '2026-01-01T12:00:00.000Z',
      status: 'published',
      membersOnly: true,
    } as Post;
    const ld = newsArticleJsonLd(post, site);
    expect(ld).toMatchObject({ description: '', isAccessibleForFree: false });
    expect(JSON.stringify(ld)).not.toContain('zygomorphic');
    expect(newsArticleJsonLd({ ...post, excerpt: 'For members.' }, site).description).toBe('For members.');
    expect(newsArticleJsonLd({ ...post, membersOnly: false }, site)).not.toHaveProperty(
      'isAccessibleForFree',
    );
  });

  it('describes an event with its Place, times and attendance mode, and the next episode as an online Event', () => {
    const event: Event = {
      ...meta,
      title: 'Moot',
      description: 'Finals.',
      eventDate: '2026-05-01T15:00:00.000Z',
      venue: 'Faculty Auditorium',
      organiser: null,
      isFeatured: false,
      imageUrl: null,
      rsvpEnabled: false,
      capacity: null,
    };
    expect(eventJsonLd(event, site)).toMatchObject({
      '@type': 'Event',
      name: 'Moot',
      startDate: '2026-05-01T15:00:00.000Z',
      endDate: '2026-05-01T17:00:00.000Z',
      location: { '@type': 'Place', name: 'Faculty Auditorium' },
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: ['https://lss.example.org/assets/og-default-abc.png'],
    });
    const episode = {
      ...meta,
      title: 'Law & Vibes 12',
      description: 'Live.',
      guestName: 'Prof. Ade',
      episodeDate: '2026-05-02T18:00:00.000Z',
      xSpaceUrl: 'https://x.com/i/spaces/1',
      status: 'Upcoming',
    } as Episode;
    expect(episodeJsonLd(episode, site)).toMatchObject({
      '@type': 'Event',
      startDate: '2026-05-02T18:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://x.com/i/spaces/1' },
      performer: { '@type': 'Person', name: 'Prof. Ade' },
    });
  });

  it('serialises so that nothing can close the script element, and parses back to the same data', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
