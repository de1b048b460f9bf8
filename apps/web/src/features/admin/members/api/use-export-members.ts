import { useMutation } from '@tanstack/react-query';
import { saveAdminDownload } from '#web/lib/admin-api.ts';
import { chosenFilters, type MemberFilters } from './use-members.ts';

/** The members the roster shows (its search and filters, every page) as a CSV file, into the downloads. */
export function useExportMembers() {
  return useMutation({
    mutationFn: ({ q, filters }: { q: string; filters: MemberFilters }) => {
      const query = new URLSearchParams(chosenFilters(filters));
      if (q.trim()) query.set('q', q.trim());
      return saveAdminDownload(`/members.csv${query.size ? `?${query}` : ''}`);
    },
  });
}
