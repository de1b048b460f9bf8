import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import type { Resource } from './resources.ts';

/** The dashboard counts change with every write, so each write refreshes them too. */
export const DASHBOARD_KEY = ['dashboard', 'stats'] as const;

export function useRecordList<R, I>(resource: Resource<R, I>) {
  return useQuery({
    queryKey: [resource.key, 'list'],
    queryFn: ({ signal }) => adminRequest<R[]>(resource.listPath, { signal }),
  });
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
