import { foldForSearch } from '@lss/shared/admin-list';

/** Names compared without case or accents: "chidi" finds "Chídí". */
export function matchesName(name: string, query: string): boolean {
  return foldForSearch(name).includes(foldForSearch(query.trim()));
}
