import type { PostRevision } from '@lss/shared/posts';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { revisionsKey, revisionsPath } from './keys.ts';

/** The saved versions of a post, the last 20, newest first; read afresh each time the list opens. */
export function usePostRevisions(postId: string) {
  return useQuery({
    queryKey: revisionsKey(postId),
    queryFn: ({ signal }) => adminRequest<PostRevision[]>(`${revisionsPath(postId)}?limit=20`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
