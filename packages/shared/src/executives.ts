import { z } from 'zod';
import { adminListQueries } from './admin-list-query.ts';
import { DEFAULT_DISPLAY_ORDER } from './constants.ts';
import { booleanField, integerField, mediaUrl, recordMeta, requiredText } from './fields.ts';
import { pageQuery } from './page-query.ts';
import { sessionField } from './session-schemas.ts';

export const executiveInput = z.object({
  name: requiredText('Full Name', 120),
  position: requiredText('Position / Title', 120),
  imageUrl: mediaUrl('Profile Image'),
  displayOrder: integerField('Display Order', { min: 0, max: 100000 }).default(DEFAULT_DISPLAY_ORDER),
  isFeatured: booleanField('Featured').default(false),
  /** Absent or empty: the current session (the site setting currentSession). */
  session: z.preprocess((value) => (value === '' ? undefined : value), sessionField('Session').optional()),
});
export type ExecutiveInput = z.input<typeof executiveInput>;

export const executive = z.object({
  ...recordMeta,
  /** Empty for a vacant position (a placeholder 'Start a new session' made), never shown publicly. */
  name: z.string(),
  position: z.string(),
  imageUrl: z.string().nullable(),
  /** The alt text stored with the image in the media library (public reads); null or absent when none. */
  imageAlt: z.string().nullable().optional(),
  displayOrder: z.number(),
  isFeatured: z.boolean(),
  session: z.string(),
});
export type Executive = z.infer<typeof executive>;
export const executiveList = z.array(executive);

export const isVacant = (person: Pick<Executive, 'name'>) => person.name === '';

const councilSession = { session: sessionField('Session').optional() };

/** GET /api/executives/featured: the current session unless one is named. */
export const featuredExecutivesQuery = pageQuery.extend(councilSession);

/**
 * GET /api/executives: the current session unless one is named. The admin list (decision 018) also
 * searches (`q`: name or position) and sorts (`sort`) it; without them the order is today's.
 */
export const executiveListQuery = adminListQueries.executives.extend({
  ...councilSession,
  /** The admin list shows vacant positions too; public lists never do. */
  vacant: z.enum(['include'], { error: "Vacant must be 'include'." }).optional(),
});
export type ExecutiveListQuery = z.output<typeof executiveListQuery>;
