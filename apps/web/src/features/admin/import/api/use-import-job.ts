import type { ImportJobReport } from '@lss/shared/import';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { importJobKey } from './keys.ts';

/** How often a running import's report is asked for. */
export const IMPORT_POLL_MS = 1000;

/** One import's progress and report (GET /api/import/{id}), asked for again every second while it runs. */
export function useImportJob(id: string | null) {
  return useQuery({
    queryKey: importJobKey(id ?? ''),
    queryFn: ({ signal }) =>
      adminRequest<ImportJobReport>(`/import/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
  });
}
