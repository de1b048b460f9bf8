import type { Event, EventDetail } from '@lss/shared/events';
import type { Executive } from '@lss/shared/executives';
import type { Material, MaterialFilters } from '@lss/shared/materials';
import { mapPage, PAGE_LIMIT_MAX, type PageRequest } from '@lss/shared/pagination';
import type { Episode } from '@lss/shared/podcast';
import { toPostSummary } from '@lss/shared/post-summary';
import type { Post, PostListItem } from '@lss/shared/posts';
import type { PublicDataSource } from '@lss/shared/public-data';
import type { SearchHit } from '@lss/shared/search';
import type { SiteSettings } from '@lss/shared/settings';
import { type Http, http } from './http.ts';

function materialsQuery(filters: MaterialFilters): string {
  const query = new URLSearchParams();
  if (filters.level) query.set('level', filters.level);
  if (filters.materialType) query.set('materialType', filters.materialType);
  const text = query.toString();
  return text ? `${text}&` : '';
}

const pageSearch = ({ page, limit }: PageRequest) =>
  new URLSearchParams({ page: String(page), limit: String(limit) }).toString();

/** The browser's PublicDataSource: the public API routes of spec §7, under /api. */
export function createPublicApi(api: Http = http): PublicDataSource {
  const segment = encodeURIComponent;
  const { request, requestOrNull, requestPage } = api;
  return {
    settings: () => request<SiteSettings>('/settings'),
    events: ({ when, ...page }) =>
      requestPage<Event>(`/events?${when ? `when=${when}&` : ''}${pageSearch(page)}`),
    event: (id) => requestOrNull<EventDetail>(`/events/${segment(id)}`),
    featuredEvent: () => requestOrNull<Event>('/events/featured'),
    publishedPosts: async (page) =>
      mapPage(await requestPage<PostListItem>(`/posts?${pageSearch(page)}`), toPostSummary),
    publishedPost: (slug) => requestOrNull<Post>(`/posts/${segment(slug)}`),
    executives: (session) =>
      request<Executive[]>(`/executives${session ? `?session=${encodeURIComponent(session)}` : ''}`),
    // Every one: a session a year, so one page of the most the API gives holds a century.
    councilSessions: () => request<string[]>(`/executives/sessions?limit=${PAGE_LIMIT_MAX}`),
    featuredExecutives: () => request<Executive[]>('/executives/featured'),
    materials: ({ page, limit, ...filters }) =>
      requestPage<Material>(`/materials?${materialsQuery(filters)}${pageSearch({ page, limit })}`),
    upcomingEpisode: () => request<Episode | null>('/podcast/upcoming'),
    archivedEpisodes: ({ q, ...page }) =>
      requestPage<Episode>(
        `/podcast/archived?${q ? `${new URLSearchParams({ q })}&` : ''}${pageSearch(page)}`,
      ),
    search: (q, page) => requestPage<SearchHit>(`/search?${new URLSearchParams({ q })}&${pageSearch(page)}`),
  };
}
