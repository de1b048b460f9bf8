import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type SearchRow = {
  id: string;
  title: string;
  path: string | null;
  date: Date | string | null;
  headline: string;
};

/** ts_headline marks matches with these two characters; the service splits on them. */
export const MATCH_START = '\u2991';
export const MATCH_END = '\u2992';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** How much of a long text its snippet is taken from: the snippet's cost stays flat as posts grow. */
export const HEADLINE_PREFIX_CHARS = 4000;
/**
 * How many of the newest matches of one kind are ranked. Ranking reads each match's whole search
 * vector; a word found in every one of thousands of long posts must not read them all.
 */
export const RANKED_CANDIDATES = 100;

type Kind = {
  table: SQL;
  /** Whether the public may see the row (published posts whose time has come). */
  visible: (now: Date) => SQL;
  recency: SQL;
  path: SQL;
  date: SQL;
  /** The text the snippet is cut from, HTML allowed. */
  text: SQL;
};

const KINDS = {
  posts: {
    table: sql`posts`,
    visible: (now) => sql`status = 'published' and published_at <= ${now.toISOString()}`,
    recency: sql`published_at`,
    path: sql`slug`,
    date: sql`published_at`,
    text: sql`content_body`,
  },
  events: {
    table: sql`events`,
    visible: () => sql`true`,
    recency: sql`event_date`,
    path: sql`null`,
    date: sql`event_date`,
    text: sql`description`,
  },
  materials: {
    table: sql`materials`,
    visible: () => sql`true`,
    recency: sql`created_at`,
    path: sql`file_url`,
    date: sql`null`,
    text: sql`coalesce(description, '') || ' ' || level || ' ' || material_type`,
  },
  episodes: {
    table: sql`podcast_episodes`,
    visible: () => sql`true`,
    recency: sql`episode_date`,
    path: sql`x_space_url`,
    date: sql`episode_date`,
    text: sql`coalesce(guest_name, '') || ' ' || description`,
  },
} satisfies Record<string, Kind>;
export type SearchKindName = keyof typeof KINDS;

/**
 * PostgreSQL full-text search over the generated `search` columns (migration 0002), ranked, with
 * highlighted snippets. Only what the public may see: published posts whose time has come.
 *
 * The work per kind is bounded: the GIN index finds the matches without reading their vectors, the
 * newest RANKED_CANDIDATES of them are ranked, and snippets are cut from the first
 * HEADLINE_PREFIX_CHARS characters of the top few only.
 */
export function createSearchRepository(db: Database) {
  type Runner = Pick<Database, 'execute'>;
  function kindQuery(kind: Kind, text: string, now: Date, limit: number) {
    const tsquery = sql`websearch_to_tsquery('english', ${text})`;
    // Phrase operators make the index recheck every match against its stored vector; finding the
    // candidates with the words alone (phrase → and) keeps the index exact. The phrase is checked
    // on the candidates below.
    const words = sql`regexp_replace(${tsquery}::text, '<(-|[0-9]+)>', '&', 'g')::tsquery`;
    const prefix = sql`regexp_replace(left(coalesce(${kind.text}, ''), ${HEADLINE_PREFIX_CHARS}), '<[^>]*(>|$)', ' ', 'g')`;
    return sql`with matches as materialized (
        select id, ${kind.recency} as recency, (${kind.visible(now)}) as visible
        from ${kind.table} where search @@ ${words}
      ), candidates as (
        select id, recency from matches where visible order by recency desc nulls last limit ${RANKED_CANDIDATES}
      ), top as materialized (
        select t.id, ts_rank(t.search, ${tsquery}) as rank, c.recency
        from candidates c join ${kind.table} t using (id) where t.search @@ ${tsquery}
        order by rank desc, c.recency desc nulls last limit ${limit}
      )
      select t.id, t.title, ${kind.path} as path, ${kind.date} as date,
        ts_headline('english', ${prefix}, ${tsquery}, ${HEADLINE_OPTIONS}) as headline
      from top join ${kind.table} t using (id)
      order by top.rank desc, top.recency desc nulls last`;
  }

  async function run(runner: Runner, statement: SQL): Promise<SearchRow[]> {
    const result = (await runner.execute(statement)) as unknown as { rows: SearchRow[] };
    return result.rows;
  }
  return {
    /** The top `limit` hits of every kind, in one transaction. */
    search(text: string, now: Date, limit: number): Promise<Record<SearchKindName, SearchRow[]>> {
      return db.transaction(async (tx) => {
        // The planner prices `search @@ …` on a row as cheap: it cannot see that it reads a vector of
        // thousands of words, and would rather scan every row (or walk the date index) than the GIN
        // index. Within this transaction only, matches come from the index.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const rows = {} as Record<SearchKindName, SearchRow[]>;
        for (const name of Object.keys(KINDS) as SearchKindName[]) {
          rows[name] = await run(tx, kindQuery(KINDS[name], text, now, limit));
        }
        return rows;
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
