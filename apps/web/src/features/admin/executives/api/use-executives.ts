import { useRecordList } from '../../api/records.ts';
import { executivesResource } from './keys.ts';

/**
 * The page of one session's council the address asks for, vacant positions included (decision 021);
 * nothing is read until the session is known.
 */
export function useExecutives(session: string | undefined) {
  return useRecordList(executivesResource, {
    filters: { session: session ?? '', vacant: 'include' },
    enabled: Boolean(session),
  });
}
