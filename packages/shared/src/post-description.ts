import { excerpt } from './excerpt.ts';
import { plainText } from './plain-text.ts';
import { POST_EXCERPT_LENGTH } from './post-summary.ts';

// Apart from post-summary.ts: the public pages' shared code maps list items with that module, and
// only the pages that describe one post (the article, feeds, previews) need the plain-text reader.

/**
 * What a post says about itself in lists, feeds, link previews and meta descriptions: the excerpt
 * its editor wrote, else the start of its body's plain text cut at a word. The one place this
 * choice is made.
 */
export function postSummary(post: { excerpt: string | null; contentBody: string }): string {
  return post.excerpt || excerpt(plainText(post.contentBody), POST_EXCERPT_LENGTH);
}
