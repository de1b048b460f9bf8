import { excerpt } from './excerpt.ts';
import { plainText } from './plain-text.ts';
import { POST_EXCERPT_LENGTH } from './post-summary.ts';

// Apart from post-summary.ts: the public pages' shared code maps list items with that module, and
// only the pages that describe one post (the article, feeds, previews) need the plain-text reader.

/**
 * What a post says about itself in lists, feeds, link previews and meta descriptions: the excerpt
 * its editor wrote, else the start of its body's plain text cut at a word. A members-only post's is
 * its excerpt alone, never words of its body (issue 27), even where the body is at hand. The one
 * place this choice is made.
 */
export function postSummary(post: {
  excerpt: string | null;
  contentBody: string;
  membersOnly?: boolean;
}): string {
  if (post.membersOnly) return post.excerpt ?? '';
  return post.excerpt || excerpt(plainText(post.contentBody), POST_EXCERPT_LENGTH);
}
