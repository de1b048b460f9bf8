import type { Post } from '@lss/shared/posts';
import { useAdminList } from '../../api/records.ts';
import { REVIEW_QUEUE_KEY } from './keys.ts';

/** The drafts contributors submitted for review, a page at a time (?page=), the longest waiting first. */
export function useReviewQueue() {
  return useAdminList<Post>(REVIEW_QUEUE_KEY, '/posts/review-queue');
}
