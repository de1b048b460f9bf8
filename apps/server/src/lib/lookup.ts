import { apiMessages } from '@lss/shared/api-messages';
import { NotFoundError } from './errors.ts';
import { isId } from './ids.ts';

/**
 * Runs a by-id query (find, update or delete) and throws the 404 every module answers with when it
 * touched nothing. Ids that are not UUIDs cannot exist, so they are not sent to the database.
 */
export async function findOr404<T>(
  thing: string,
  id: string,
  query: (id: string) => Promise<T | null | false>,
): Promise<T> {
  const result = isId(id) ? await query(id) : null;
  if (result === null || result === false) throw new NotFoundError(apiMessages.notFound(thing));
  return result;
}
