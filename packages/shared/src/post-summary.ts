import type { PostListItem } from './posts.ts';

/** The longest excerpt a list of posts shows, ellipsis included. */
export const POST_EXCERPT_LENGTH = 240;
/** The longest excerpt an editor may write (shown whole: they chose every word). */
export const POST_OWN_EXCERPT_MAX = 300;
/** The longest byline (a student author's name, perhaps with a co-author). */
export const POST_BYLINE_MAX = 120;

/**
 * A post as list pages carry it: the excerpt, never the body (decisions.md, Lists at volume), so a
 * page of the news list weighs the same whatever the length of its posts. No zod here: the public
 * pages' code imports it.
 */
export type PostSummary = Omit<PostListItem, 'contentBody'>;

export function toPostSummary({ contentBody: _body, ...summary }: PostListItem): PostSummary {
  return summary;
}

/** The name a post is by: the student author's byline when it has one, else the account's name. */
export function postByline(post: { byline: string | null; author: { fullName: string } }): string {
  return post.byline || post.author.fullName;
}
