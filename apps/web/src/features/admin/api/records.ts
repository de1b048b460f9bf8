import { pageParam } from '@lss/shared/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminRequest, adminRequestPage } from '#web/lib/admin-api.ts';
import type { Resource } from './resources.ts';

/** The dashboard counts change with every write, so each write refreshes them too. */
export const DASHBOARD_KEY = ['dashboard', 'stats'] as const;

/** Rows an admin list shows a page. */
export const ADMIN_PAGE_SIZE = 50;

/** The page of a list the address asks for (?page=), a page at a time from the API. */
export function useRecordList<R, I>(resource: Resource<R, I>) {
  const [search] = useSearchParams();
  const page = pageParam(search.get('page'));
  const list = useQuery({
    queryKey: [resource.key, 'list', page],
    queryFn: ({ signal }) =>
      adminRequestPage<R>(`${resource.listPath}?page=${page}&limit=${ADMIN_PAGE_SIZE}`, { signal }),
    // The page being left stays in view until the next one arrives.
    placeholderData: keepPreviousData,
  });
  return { ...list, page };
}

export function useRecord<R, I>(resource: Resource<R, I>, id: string | undefined) {
  return useQuery({
    queryKey: [resource.key, 'item', id],
    queryFn: ({ signal }) => adminRequest<R>(resource.itemPath(id ?? ''), { signal }),
    enabled: Boolean(id),
    // An editor shows what is stored now, not what was cached from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The body is the shared schema's input type: an editor cannot send what the server would refuse by shape. */
export function useSaveRecord<R, I>(resource: Resource<R, I>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: I }) =>
      id
        ? adminRequest<R>(`${resource.writePath}/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : adminRequest<R>(resource.writePath, { method: 'POST', body: input }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [resource.key] }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}

export function useDeleteRecord<R, I>(resource: Resource<R, I>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ message: string }>(`${resource.writePath}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    // Spec §4: after a delete the list reloads.
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [resource.key] }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}
