import type { ActivityEntry } from '@lss/shared/activity';
import { useAdminList } from '../../api/records.ts';
import { ACTIVITY_KEY } from './keys.ts';

/** The page of the audit log the address asks for (page, search, order). */
export function useActivityLog() {
  return useAdminList<ActivityEntry>(ACTIVITY_KEY, '/activity');
}
