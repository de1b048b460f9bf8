import type { Event } from '@lss/shared/events';
import type { Executive } from '@lss/shared/executives';
import type { Material, MaterialFilters } from '@lss/shared/materials';
import type { Episode } from '@lss/shared/podcast';
import type { Post } from '@lss/shared/posts';
import type { PublicDataSource } from '@lss/shared/public-data';
import type { SearchResults } from '@lss/shared/search';
import type { SiteSettings } from '@lss/shared/settings';
import { apiRequest, apiRequestOrNull } from './http.ts';

function materialsQuery(filters: MaterialFilters): string {
  const query = new URLSearchParams();
  if (filters.level) query.set('level', filters.level);
  if (filters.materialType) query.set('materialType', filters.materialType);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The browser's PublicDataSource: the public API routes of spec §7, under /api. */
export function createPublicApi(): PublicDataSource {
  const segment = encodeURIComponent;
  return {
    settings: () => apiRequest<SiteSettings>('/settings'),
    events: () => apiRequest<Event[]>('/events'),
    event: (id) => apiRequestOrNull<Event>(`/events/${segment(id)}`),
    featuredEvent: () => apiRequestOrNull<Event>('/events/featured'),
    publishedPosts: () => apiRequest<Post[]>('/posts'),
    publishedPost: (slug) => apiRequestOrNull<Post>(`/posts/${segment(slug)}`),
    executives: () => apiRequest<Executive[]>('/executives'),
    featuredExecutives: () => apiRequest<Executive[]>('/executives/featured'),
    materials: (filters) => apiRequest<Material[]>(`/materials${materialsQuery(filters)}`),
    upcomingEpisode: () => apiRequest<Episode | null>('/podcast/upcoming'),
    archivedEpisodes: () => apiRequest<Episode[]>('/podcast/archived'),
    search: (q) => apiRequest<SearchResults>(`/search?${new URLSearchParams({ q })}`),
  };
}
