import { useQueryClient } from '@tanstack/react-query';
import { ELECTIONS_KEY } from './keys.ts';

/** After a write: the list, the election and its nominations reload. */
export function useInvalidateElections() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ELECTIONS_KEY });
}
