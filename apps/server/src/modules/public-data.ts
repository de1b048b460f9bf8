import { electionDetail, electionList, publishedBallotList } from '@lss/shared/elections';
import { event, eventDetail } from '@lss/shared/events';
import { executiveList } from '@lss/shared/executives';
import { material } from '@lss/shared/materials';
import { pageSchema } from '@lss/shared/page-query';
import { mapPage } from '@lss/shared/pagination';
import { episode } from '@lss/shared/podcast';
import { toPostSummary } from '@lss/shared/post-summary';
import { post, postListItem } from '@lss/shared/posts';
import type { PublicDataSource } from '@lss/shared/public-data';
import { searchPage } from '@lss/shared/search';
import { sessionList } from '@lss/shared/session-schemas';
import { siteSettings } from '@lss/shared/settings';
import type { z } from 'zod';
import { AppError, NotFoundError } from '../lib/errors.ts';
import type { Services } from '../services.ts';

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * A read shaped by the API's response schema: every key the schema does not name is dropped (a
 * column added to a table stays private until the schema publishes it), so a page shows what the
 * API would send.
 */
const shaped =
  <A extends unknown[], S extends z.ZodType>(schema: S, read: (...args: A) => Promise<z.input<S>>) =>
  async (...args: A): Promise<z.output<S>> =>
    schema.parse(await read(...args));

/**
 * What the server-rendered pages read: the same services and response schemas as the API, without
 * HTTP. The rendered page is what is cached (plugins/response-cache.ts), not these reads.
 */
const PUBLIC = { admin: null } as const;

export function createPublicDataSource(services: Services): PublicDataSource {
  const { events, posts, executives, materials, podcast, settings, search } = services;
  const publishedPosts = shaped(pageSchema(postListItem), posts.pagePublished);
  return {
    settings: shaped(siteSettings, settings.get),
    events: shaped(pageSchema(event), events.page),
    event: (id) => orNull(shaped(eventDetail, events.get)(id)),
    featuredEvent: shaped(event.nullable(), events.featured),
    publishedPosts: async (page) => mapPage(await publishedPosts(page), toPostSummary),
    publishedPost: (slug, options) =>
      orNull(shaped(post, posts.getPublished)(slug, { unlocked: options?.forVerifiedMember ?? false })),
    executives: (session) => shaped(executiveList, executives.list)(session ? { session } : {}),
    councilSessions: shaped(sessionList, executives.sessions),
    featuredExecutives: shaped(executiveList, executives.featured),
    materials: shaped(pageSchema(material), materials.page),
    upcomingEpisode: shaped(episode.nullable(), podcast.upcoming),
    archivedEpisodes: shaped(pageSchema(episode), podcast.archived),
    search: shaped(searchPage, search.search),
    // The public viewer: no officer's early results, no staff ids.
    elections: () => shaped(electionList, services.elections.list)(PUBLIC),
    election: (slug) => orNull(shaped(electionDetail, services.elections.detail)(slug, PUBLIC)),
    electionBallots: async (slug) => {
      try {
        const [ballots, file] = await Promise.all([
          services.elections.ballots(slug),
          services.elections.ballotsFile(slug),
        ]);
        return { ballots: publishedBallotList.parse(ballots), sha256: file.sha256 };
      } catch (error) {
        // Not found, or not published yet (a 4xx): the page says so, as for a missing election.
        if (error instanceof AppError && error.statusCode < 500) return null;
        throw error;
      }
    },
  };
}
