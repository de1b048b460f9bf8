import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/** The combining marks NFD splits accents into, which folding drops (as foldForSearch does). */
const COMBINING_MARKS = '[\u0300-\u036f]';

/** A value as foldForSearch folds the search text: lower case, decomposed, its accents dropped. */
export const foldedSql = (value: AnyColumn | SQL) =>
  sql`regexp_replace(normalize(lower(${value}), NFD), ${COMBINING_MARKS}, '', 'g')`;

/**
 * A stored column holding `columns` folded once, when a row is written, one per line (a search
 * never spans two): the admin lists that grow to thousands of rows (members, subscribers) match
 * `q` against it instead of folding every column of every row on each search (decision 039).
 */
export const foldedSearchColumn = (...columns: string[]) =>
  text('search_folded')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        `regexp_replace(normalize(lower(${columns.map((column) => `coalesce("${column}", '')`).join(" || E'\\n' || ")}), NFD), '${COMBINING_MARKS}', '', 'g')`,
      ),
    );
