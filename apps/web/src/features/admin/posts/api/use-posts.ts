import { useRecordList } from '../../api/records.ts';
import { postsResource } from './keys.ts';

/** The page of the posts list the address asks for (page, search, order). */
export function usePosts() {
  return useRecordList(postsResource);
}
