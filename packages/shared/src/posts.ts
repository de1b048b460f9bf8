import { z } from 'zod';
import { POST_REVISION_KINDS, POST_STATUSES } from './constants.ts';
import {
  booleanField,
  dateTime,
  idParams,
  mediaUrl,
  optionalText,
  recordMeta,
  requiredText,
} from './fields.ts';
import { POST_BYLINE_MAX, POST_OWN_EXCERPT_MAX } from './post-summary.ts';

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
  /** What lists, feeds and previews show; empty: the start of the body (postSummary). */
  excerpt: optionalText('Excerpt', POST_OWN_EXCERPT_MAX),
  /** A student author named on the article in place of the account that wrote it up. */
  byline: optionalText('Byline', POST_BYLINE_MAX),
  status: z.enum(POST_STATUSES, { error: 'Status must be Draft or Published.' }).default('draft'),
  /** Title, excerpt and cover public; the body for verified members and staff only (issue 27). */
  membersOnly: booleanField('Members only').default(false),
  /**
   * When a published post goes public. A future time schedules it; empty keeps the first publication
   * time (or now, when first published).
   */
  publishedAt: z
    .union([z.literal(''), z.null(), dateTime('Publish Time')])
    .optional()
    .transform((value) => value || null),
  /**
   * Sent by the editor's autosave: the save is recorded as an autosave revision, which later
   * autosaves of the same person replace for a while (docs/decisions/020-post-revisions.md).
   */
  autosave: z.boolean({ error: 'Autosave must be true or false.' }).optional().default(false),
});
export type PostInput = z.input<typeof postInput>;

export const postAuthor = z.object({ _id: z.string().nullable(), fullName: z.string() });

export const post = z.object({
  ...recordMeta,
  title: z.string(),
  slug: z.string(),
  coverImageUrl: z.string().nullable(),
  /** The alt text stored with the image in the media library (public reads); null or absent when none. */
  coverImageAlt: z.string().nullable().optional(),
  /**
   * The body (HTML). Empty in an answer to anyone but a verified member or staff when the post is
   * members-only (decision 031): the one shape, whoever reads.
   */
  contentBody: z.string(),
  /** The excerpt its editor wrote; null when lists show the start of the body instead. */
  excerpt: z.string().nullable(),
  /** The student author's name shown in place of `author.fullName`; null when none. */
  byline: z.string().nullable(),
  author: postAuthor,
  publishedAt: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  /** Members only: the body for verified members and staff (issue 27). */
  membersOnly: z.boolean(),
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
 * An item of the public list (GET /api/posts): the post as spec §7 has it, with `excerpt` always
 * filled: the one its editor wrote, else the start of its plain text cut at a word (postSummary),
 * which list pages show in place of the body.
 */
export const postListItem = post.extend({ excerpt: z.string() });
export type PostListItem = z.infer<typeof postListItem>;
export const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });

/** One saved version of a post (docs/decisions/020-post-revisions.md). */
export const postRevision = z.object({
  _id: z.string(),
  postId: z.string(),
  title: z.string(),
  contentBody: z.string(),
  excerpt: z.string().nullable(),
  byline: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  kind: z.enum(POST_REVISION_KINDS),
  /** Who saved it; _id is null once the account is gone. */
  savedBy: postAuthor,
  savedAt: z.string(),
});
export type PostRevision = z.infer<typeof postRevision>;
export const postRevisionList = z.array(postRevision);
export const postRevisionParams = idParams.extend({ revisionId: idParams.shape.id });
