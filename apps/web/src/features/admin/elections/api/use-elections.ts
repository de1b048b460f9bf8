import type { ElectionSummary } from '@lss/shared/elections';
import { useAdminList } from '../../api/records.ts';
import { ELECTIONS_LIST_KEY } from './keys.ts';

/** The elections the signed-in account may see (administrators: all; others: every election but others' drafts). */
export function useElections() {
  return useAdminList<ElectionSummary>(ELECTIONS_LIST_KEY, '/elections');
}
