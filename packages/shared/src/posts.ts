import { z } from 'zod';
import { POST_STATUSES } from './constants.ts';
import { mediaUrl, recordMeta, requiredText } from './fields.ts';

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
});
export type Post = z.infer<typeof post>;
export const postList = z.array(post);
export const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
