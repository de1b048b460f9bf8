import { z } from 'zod';
import { integerField } from './fields.ts';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_MAX, type PageRequest } from './pagination.ts';

/** `page` and `limit` of a list GET's query string (decisions.md, Lists at volume). */
export const pageQuery = z.object({
  page: integerField('Page', { min: 1, max: PAGE_MAX }).default(1),
  limit: integerField('Limit', { min: 1, max: PAGE_LIMIT_MAX }).default(PAGE_LIMIT_DEFAULT),
}) satisfies z.ZodType<PageRequest, unknown>;

/**
 * A page's schema, for reads cached whole (the route splits it into body and headers). `total`
 * comes first: the serialised page then ends with its items' JSON array (sendCachedPage).
 */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int().min(0), items: z.array(item) });
