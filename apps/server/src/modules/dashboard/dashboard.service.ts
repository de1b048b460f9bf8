import type { DashboardStats } from '@lss/shared/dashboard';

type Counter = { count(): Promise<number> };

export function createDashboardService(deps: {
  events: Counter;
  posts: Counter;
  executives: Counter;
  materials: Counter;
  podcast: Counter;
  contact: { countUnread(): Promise<number> };
}) {
  return {
    async stats(): Promise<DashboardStats> {
      const [events, posts, executives, materials, podcasts, unreadMessages] = await Promise.all([
        deps.events.count(),
        deps.posts.count(),
        deps.executives.count(),
        deps.materials.count(),
        deps.podcast.count(),
        deps.contact.countUnread(),
      ]);
      return { events, posts, executives, materials, podcasts, unreadMessages };
    },
  };
}
