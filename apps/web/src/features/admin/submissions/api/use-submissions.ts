import type { Submission } from '@lss/shared/submissions';
import { useAdminList } from '../../api/records.ts';
import { SUBMISSIONS_KEY } from './keys.ts';

/** The page of submissions the address asks for (page, search, order). */
export function useSubmissions() {
  return useAdminList<Submission>(SUBMISSIONS_KEY, '/submissions');
}
