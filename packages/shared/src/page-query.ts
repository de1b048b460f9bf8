import { z } from 'zod';
import { integerField } from './fields.ts';
import {
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  PAGE_MAX,
  type PageRequest,
  WHOLE_LIST_MAX,
} from './pagination.ts';

/** What an absent `page` or `limit` reads as before resolvePageRequest: never a value a client can send. */
const ABSENT = 0;

/**
 * `page` and `limit` as asked: with neither, the whole list (up to WHOLE_LIST_MAX items, decision
 * 024); with either, that page, `page` 1 and `limit` PAGE_LIMIT_DEFAULT when left out.
 */
export function resolvePageRequest<T extends PageRequest>(query: T): T {
  if (query.page === ABSENT && query.limit === ABSENT) return { ...query, page: 1, limit: WHOLE_LIST_MAX };
  return { ...query, page: query.page || 1, limit: query.limit || PAGE_LIMIT_DEFAULT };
}

/**
 * `page` and `limit` of a list GET's query string (decisions.md, Lists at volume; decision 024).
 * The resolution is a check of the object, so every schema that extends this one keeps it; one built
 * from its `shape` alone must add `.overwrite(resolvePageRequest)` itself.
 */
export const pageQuery = z
  .object({
    page: integerField('Page', { min: 1, max: PAGE_MAX })
      .default(ABSENT)
      .meta({
        description: `From 1. Without page and limit, the whole list (at most ${WHOLE_LIST_MAX} items).`,
      }),
    limit: integerField('Limit', { min: 1, max: PAGE_LIMIT_MAX })
      .default(ABSENT)
      .meta({ description: `1-${PAGE_LIMIT_MAX}, ${PAGE_LIMIT_DEFAULT} when only page is given.` }),
  })
  .overwrite(resolvePageRequest) satisfies z.ZodType<PageRequest, unknown>;

/**
 * A page's schema, for reads cached whole (the route splits it into body and headers). `total`
 * comes first: the serialised page then ends with its items' JSON array (sendCachedPage).
 */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int().min(0), items: z.array(item) });
