import type { ElectionDetail, ElectionSummary, PublishedBallot } from './elections.ts';
import type { Event, EventDetail, EventListQuery } from './events.ts';
import type { Executive } from './executives.ts';
import type { Material, MaterialFilters } from './materials.ts';
import type { Page, PageRequest } from './pagination.ts';
import type { ArchiveQuery, Episode } from './podcast.ts';
import type { PostSummary } from './post-summary.ts';
import type { Post } from './posts.ts';
import type { SearchPage } from './search.ts';
import type { SiteSettings } from './settings.ts';

/**
 * What the public pages read. On the server the page loaders get an implementation backed by the
 * server's services (no HTTP to itself); in the browser, one backed by the public API routes.
 * "Not found" is null, never an exception.
 */
export type PublicDataSource = {
  settings(): Promise<SiteSettings>;
  /** A page of the upcoming (soonest first) or the past (latest first) events, by the server's clock. */
  events(query: EventListQuery): Promise<Page<Event>>;
  /** One event with its registration counts. */
  event(id: string): Promise<EventDetail | null>;
  featuredEvent(): Promise<Event | null>;
  /** A page of the news list: summaries with excerpts, never bodies (Lists at volume). */
  publishedPosts(page: PageRequest): Promise<Page<PostSummary>>;
  /**
   * One published post. A members-only post's body is empty unless `forVerifiedMember` (the page is
   * rendered for a verified member: decision 031).
   */
  publishedPost(slug: string, options?: { forVerifiedMember?: boolean }): Promise<Post | null>;
  /** The current council, or a past one (a session, 2024/2025): vacant positions never. */
  executives(session?: string): Promise<Executive[]>;
  /** Every session with a council, and the current one, newest first. */
  councilSessions(): Promise<string[]>;
  featuredExecutives(): Promise<Executive[]>;
  materials(query: MaterialFilters & PageRequest): Promise<Page<Material>>;
  upcomingEpisode(): Promise<Episode | null>;
  /** A page of past episodes, newest first, those matching `q` only when it is given. */
  archivedEpisodes(query: ArchiveQuery): Promise<Page<Episode>>;
  /** Site search over published content; `q` is already trimmed and non-empty. */
  search(q: string, page: PageRequest): Promise<SearchPage>;
  /** Every election past draft, as the public sees it (issue 28). */
  elections(): Promise<ElectionSummary[]>;
  /** One election as the public sees it: results and the ballot list's addresses once published. */
  election(slug: string): Promise<ElectionDetail | null>;
  /**
   * A published election's ballots in receipt order and the SHA-256 of their JSON download; null
   * when not found or not yet published.
   */
  electionBallots(slug: string): Promise<{ ballots: PublishedBallot[]; sha256: string } | null>;
};
