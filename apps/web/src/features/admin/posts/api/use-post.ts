import { useRecord } from '../../api/records.ts';
import { postsResource } from './keys.ts';

/** One post as stored now, for its editor; nothing is read without an id (a new post). */
export function usePost(id: string | undefined) {
  return useRecord(postsResource, id);
}
