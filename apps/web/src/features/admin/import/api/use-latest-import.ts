import type { ImportJobReport } from '@lss/shared/import';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { IMPORT_LATEST_KEY } from './keys.ts';

/** The import running, else the latest one (GET /api/import): what the screen shows after a reload. */
export function useLatestImport() {
  return useQuery({
    queryKey: IMPORT_LATEST_KEY,
    queryFn: ({ signal }) => adminRequest<{ job: ImportJobReport | null }>('/import', { signal }),
  });
}
