import { useSaveRecord } from '../../api/records.ts';
import { postsResource } from './keys.ts';

/** Creates a post (no id) or updates one; the posts and the dashboard reload. */
export function useSavePost() {
  return useSaveRecord(postsResource);
}
