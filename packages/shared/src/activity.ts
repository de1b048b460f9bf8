import { z } from 'zod';
import { pageQuery } from './page-query.ts';

export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted'] as const;
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
