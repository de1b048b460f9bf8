import { z } from 'zod';
import { POST_STATUSES } from './constants.ts';
import { dateTime, mediaUrl, recordMeta, requiredText } from './fields.ts';

export const SLUG_PATTERN = /^[a-z0-9_]+(?:-+[a-z0-9_]+)*$/;

export const postInput = z.object({
  title: requiredText('Title', 200),
  slug: requiredText('Slug', 200)
    .transform((value) => value.toLowerCase())
    .pipe(
      z
        .string()
        .regex(SLUG_PATTERN, 'Slug may contain only lower-case letters, numbers, hyphens and underscores.'),
    ),
  contentBody: z.string({ error: 'Content must be text.' }).max(500_000, 'Content is too long.').default(''),
  coverImageUrl: mediaUrl('Cover Image'),
  status: z.enum(POST_STATUSES, { error: 'Status must be Draft or Published.' }).default('draft'),
  /**
   * When a published post goes public. A future time schedules it; empty keeps the first publication
   * time (or now, when first published).
   */
  publishedAt: z
    .union([z.literal(''), z.null(), dateTime('Publish Time')])
    .optional()
    .transform((value) => value || null),
});
export type PostInput = z.input<typeof postInput>;

export const postAuthor = z.object({ _id: z.string().nullable(), fullName: z.string() });

export const post = z.object({
  ...recordMeta,
  title: z.string(),
  slug: z.string(),
  coverImageUrl: z.string().nullable(),
  contentBody: z.string(),
  author: postAuthor,
  publishedAt: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  /** When its author (a contributor) submitted this draft for review; null otherwise, and once published. */
  reviewRequestedAt: z.string().nullable(),
});
export type Post = z.infer<typeof post>;

/** What the admin list shows: published posts whose time has not come yet are SCHEDULED. */
export function postDisplayStatus(value: Pick<Post, 'status' | 'publishedAt'>, now = new Date()) {
  if (value.status !== 'published') return 'DRAFT';
  return value.publishedAt && new Date(value.publishedAt).getTime() > now.getTime()
    ? 'SCHEDULED'
    : 'PUBLISHED';
}
export const postList = z.array(post);

/**
 * An item of the public list (GET /api/posts): the post as spec §7 has it, plus `excerpt`, the start
 * of its plain text cut at a word (POST_EXCERPT_LENGTH), which list pages show in place of the body.
 */
export const postListItem = post.extend({ excerpt: z.string() });
export type PostListItem = z.infer<typeof postListItem>;
export const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
