import type { MemberRecord } from '@lss/shared/member-roster';
import { useAdminList } from '../../api/records.ts';
import { MEMBERS_LIST_KEY } from './keys.ts';

/** The roster's own filters, as the address holds them ('' for all). */
export type MemberFilters = { status: string; level: string; joinedSession: string };

/** Only the filters chosen, as the API's query parameters. */
export const chosenFilters = (filters: MemberFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/** The page of the roster the address asks for (page, search, order) within the filters chosen. */
export function useMembers(filters: MemberFilters) {
  return useAdminList<MemberRecord>(MEMBERS_LIST_KEY, '/members', { filters: chosenFilters(filters) });
}
