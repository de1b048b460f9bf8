import { z } from 'zod';
import { memberStatusCounts } from './member-roster.ts';

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
  /** Members by status (issue 27): `active` ones await the society's check. */
  members: memberStatusCounts,
});
export type DashboardStats = z.infer<typeof dashboardStats>;
