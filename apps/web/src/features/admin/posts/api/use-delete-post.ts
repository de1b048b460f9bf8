import { useDeleteRecord } from '../../api/records.ts';
import { postsResource } from './keys.ts';

/** Deletes a post; the posts and the dashboard reload. */
export function useDeletePost() {
  return useDeleteRecord(postsResource);
}
