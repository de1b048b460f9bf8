import { z } from 'zod';

export const dashboardStats = z.object({
  events: z.number(),
  posts: z.number(),
  executives: z.number(),
  materials: z.number(),
  podcasts: z.number(),
  unreadMessages: z.number(),
  pendingSubmissions: z.number(),
  /** Drafts their authors submitted for review (editors and administrators review them). */
  awaitingReview: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
