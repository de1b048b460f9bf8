import { z } from 'zod';
import { pageQuery } from './page-query.ts';

/** `refused`: a change the rules forbid, asked for and not made (an election's window once voting opened). */
export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted', 'refused'] as const;
export const ACTIVITY_ENTITIES = [
  'event',
  'post',
  'executive',
  'material',
  'episode',
  'message',
  'settings',
  'administrator',
  'upload',
  'subscriber',
  'member',
  'election',
  /** An import's start and end (issue 29, decision 037). */
  'import',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

export const activityEntry = z.object({
  _id: z.string(),
  createdAt: z.string(),
  actor: z.object({ _id: z.string().nullable(), fullName: z.string() }),
  action: z.enum(ACTIVITY_ACTIONS),
  entityType: z.enum(ACTIVITY_ENTITIES),
  entityId: z.string().nullable(),
  summary: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
export const activityList = z.array(activityEntry);

/** The audit log pages like every list (decisions.md, Lists at volume). */
export const activityQuery = pageQuery;
