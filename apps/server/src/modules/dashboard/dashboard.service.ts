import type { DashboardStats } from '@lss/shared/dashboard';
import type { MemberStatusCounts } from '@lss/shared/member-roster';

type Counter = { count(): Promise<number> };

export function createDashboardService(deps: {
  events: Counter;
  posts: Counter & { countAwaitingReview(): Promise<number> };
  executives: Counter;
  materials: Counter;
  podcast: Counter;
  contact: { countUnread(): Promise<number> };
  submissions: { countPending(): Promise<number> };
  memberRoster: { countByStatus(): Promise<MemberStatusCounts> };
}) {
  return {
    async stats(): Promise<DashboardStats> {
      const [
        events,
        posts,
        executives,
        materials,
        podcasts,
        unreadMessages,
        pendingSubmissions,
        awaitingReview,
        members,
      ] = await Promise.all([
        deps.events.count(),
        deps.posts.count(),
        deps.executives.count(),
        deps.materials.count(),
        deps.podcast.count(),
        deps.contact.countUnread(),
        deps.submissions.countPending(),
        deps.posts.countAwaitingReview(),
        deps.memberRoster.countByStatus(),
      ]);
      return {
        events,
        posts,
        executives,
        materials,
        podcasts,
        unreadMessages,
        pendingSubmissions,
        awaitingReview,
        members,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
