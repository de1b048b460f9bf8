import type { Post, PostInput } from '@lss/shared/posts';
import { type Resource, recordKeys } from '../../api/records.ts';

const segment = encodeURIComponent;

/** Where posts live in the API (spec §7): the admin list, one record, and writes. */
export const postsResource: Resource<Post, PostInput> = {
  key: 'posts',
  listPath: '/posts/all',
  itemPath: (id) => `/posts/admin/${segment(id)}`,
  writePath: '/posts',
};

export const postKeys = recordKeys(postsResource);

/** Under the posts' key: saving a post (publishing it answers the request) refreshes the queue. */
export const REVIEW_QUEUE_KEY = [...postKeys.all, 'review-queue'] as const;

/** A post's saved versions (they change with every save: read afresh each time). */
export const revisionsKey = (postId: string) => [...postKeys.all, 'revisions', postId] as const;

/** The API address of a post's saved versions. */
export const revisionsPath = (postId: string) => `/posts/${segment(postId)}/revisions`;
