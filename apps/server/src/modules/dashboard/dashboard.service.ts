import type { DashboardStats } from '@lss/shared/dashboard';

type Counter = { count(): Promise<number> };

export function createDashboardService(deps: {
  events: Counter;
  posts: Counter;
  executives: Counter;
  materials: Counter;
  podcast: Counter;
  contact: { countUnread(): Promise<number> };
  submissions: { countPending(): Promise<number> };
}) {
  return {
    async stats(): Promise<DashboardStats> {
      const [events, posts, executives, materials, podcasts, unreadMessages, pendingSubmissions] =
        await Promise.all([
          deps.events.count(),
          deps.posts.count(),
          deps.executives.count(),
          deps.materials.count(),
          deps.podcast.count(),
          deps.contact.countUnread(),
          deps.submissions.countPending(),
        ]);
      return {
        events,
        posts,
        executives,
        materials,
        podcasts,
        unreadMessages,
        pendingSubmissions,
        // Placeholder until posts carry their review request (next commits).
        awaitingReview: 0,
      };
    },
  };
}
