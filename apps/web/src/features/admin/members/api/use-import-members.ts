import type { MemberImportResult } from '@lss/shared/member-roster';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { useInvalidateMembers } from './use-invalidate-members.ts';

/**
 * POST /api/members/import with the class list as it is (text/csv): `dryRun` answers the preview
 * and writes nothing; without it the import is made and the roster reloads.
 */
export function useImportMembers() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: Blob; dryRun: boolean }) =>
      adminRequest<MemberImportResult>(`/members/import${dryRun ? '?dryRun=true' : ''}`, {
        method: 'POST',
        // Whatever type the browser gave the file (Excel's own on Windows, or none), it goes as CSV.
        body: new Blob([file], { type: 'text/csv' }),
      }),
    onSuccess: async (result) => {
      if (!result.dryRun) await invalidate();
    },
  });
}
