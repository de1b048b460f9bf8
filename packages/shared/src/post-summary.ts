import type { PostListItem } from './posts.ts';

/** The longest excerpt a list of posts shows, ellipsis included. */
export const POST_EXCERPT_LENGTH = 240;

/**
 * A post as list pages carry it: the excerpt, never the body (decisions.md, Lists at volume), so a
 * page of the news list weighs the same whatever the length of its posts. No zod here: the public
 * pages' code imports it.
 */
export type PostSummary = Omit<PostListItem, 'contentBody'>;

export function toPostSummary({ contentBody: _body, ...summary }: PostListItem): PostSummary {
  return summary;
}
