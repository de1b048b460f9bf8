import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** ts_headline marks matches with these two characters; the service splits on them. */
export const MATCH_START = '\u2991';
export const MATCH_END = '\u2992';
// The whole text comes back, every match marked: the snippet is cut from it in snippet.ts, where
// the cut can keep whole words and sentences and say where it cut.
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;

/** How much of a long text its snippet is taken from: the snippet's cost stays flat as posts grow. */
export const HEADLINE_PREFIX_CHARS = 4000;
/**
 * How many of the newest matches of one kind are ranked. Ranking reads each match's whole search
 * vector; a word found in every one of thousands of long posts must not read them all. These are
 * also all the hits a search can page through.
 */
export const RANKED_CANDIDATES = 100;

type Kind = {
  table: SQL;
  /** Whether the public may see the row (published posts whose time has come). */
  visible: (now: Date) => SQL;
  /**
   * The part of the row's `search` vector the public may match and rank by, when not all of it: a
   * members-only post's title alone, never the words of its body (decision 031).
   */
  publicVector?: SQL;
  recency: SQL;
  path: SQL;
  date: SQL;
  /** The fields the snippet is cut from, in the order shown; null fields are left out. */
  fields: SQL;
  /** Whether the fields are stored HTML (post bodies) rather than text as typed. */
  html: boolean;
};

const KINDS = {
  posts: {
    table: sql`posts`,
    visible: (now) => sql`status = 'published' and published_at <= ${now.toISOString()}`,
    // The title is the vector's weight A (migration 0002), the body its weight B.
    publicVector: sql`(case when members_only then ts_filter(search, '{a}') else search end)`,
    recency: sql`published_at`,
    path: sql`slug`,
    date: sql`published_at`,
    // A members-only post's snippet is cut from its excerpt (plain text, no markup to read as HTML).
    fields: sql`json_build_array(case when members_only then coalesce(excerpt, '') else left(content_body, ${HEADLINE_PREFIX_CHARS}) end)`,
    html: true,
  },
  events: {
    table: sql`events`,
    visible: () => sql`true`,
    recency: sql`event_date`,
    path: sql`null`,
    date: sql`event_date`,
    fields: sql`json_build_array(left(description, ${HEADLINE_PREFIX_CHARS}), venue)`,
    html: false,
  },
  materials: {
    table: sql`materials`,
    visible: () => sql`true`,
    recency: sql`created_at`,
    // A members-only material's file is not linked from search: its hit opens the list (with its lock).
    path: sql`(case when members_only then null else file_url end)`,
    date: sql`null::timestamptz`,
    fields: sql`json_build_array(left(description, ${HEADLINE_PREFIX_CHARS}), level, material_type)`,
    html: false,
  },
  episodes: {
    table: sql`podcast_episodes`,
    visible: () => sql`true`,
    recency: sql`episode_date`,
    path: sql`x_space_url`,
    date: sql`episode_date`,
    fields: sql`json_build_array(guest_name, left(description, ${HEADLINE_PREFIX_CHARS}))`,
    html: false,
  },
} satisfies Record<string, Kind>;
export type SearchKindName = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as SearchKindName[];

/** Whether a kind's snippet fields are stored HTML. */
export const isHtmlKind = (kind: SearchKindName) => KINDS[kind].html;

/** A hit's place in the ranking. */
export type RankedHit = { kind: SearchKindName; id: string };

export type HitDetails = RankedHit & {
  title: string;
  path: string | null;
  date: Date | string | null;
  /** The snippet's source fields (see Kind.fields), each cut to HEADLINE_PREFIX_CHARS. */
  fields: (string | null)[];
};

/**
 * PostgreSQL full-text search over the generated `search` columns (migration 0002): only what the
 * public may see (published posts whose time has come), ranked across every kind.
 *
 * The work is bounded: the GIN index finds the matches without reading their vectors, the newest
 * RANKED_CANDIDATES of each kind are ranked, and only one page of hits is read in full.
 */
export function createSearchRepository(db: Database) {
  type Runner = Pick<Database, 'execute'>;
  const tsquery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

  /** One kind's ranked hits: its newest visible matches, checked against the whole query. */
  function rankedQuery(name: SearchKindName, text: string, now: Date) {
    const kind: Kind = KINDS[name];
    const vector = kind.publicVector ?? sql`search`;
    // Phrase operators make the index recheck every match against its stored vector; finding the
    // candidates with the words alone (phrase → and) keeps the index exact. The phrase is checked
    // on the candidates below.
    const words = sql`regexp_replace(${tsquery(text)}::text, '<(-|[0-9]+)>', '&', 'g')::tsquery`;
    return sql`(with matches as materialized (
        select id, ${kind.recency} as recency, (${kind.visible(now)}) as visible
        from ${kind.table} where search @@ ${words}${kind.publicVector ? sql` and ${vector} @@ ${words}` : sql``}
      ), candidates as (
        select id, recency from matches where visible order by recency desc nulls last limit ${RANKED_CANDIDATES}
      )
      select ${name}::text as kind, t.id::text as id, ts_rank(${vector}, ${tsquery(text)}) as rank, c.recency
      from candidates c join ${kind.table} t using (id) where ${vector} @@ ${tsquery(text)})`;
  }

  function detailsQuery(name: SearchKindName, ids: string[]) {
    const kind = KINDS[name];
    return sql`(select ${name}::text as kind, id::text as id, title, ${kind.path} as path,
        ${kind.date} as date, ${kind.fields} as fields
      from ${kind.table} where id in ${ids})`;
  }

  async function rows<T>(runner: Runner, statement: SQL): Promise<T[]> {
    const result = (await runner.execute(statement)) as unknown as { rows: T[] };
    return result.rows;
  }

  return {
    /**
     * Every ranked hit, best first (ties: the newer first), and the details of those `pick` chooses
     * (one page of them), in one transaction.
     */
    search(
      text: string,
      now: Date,
      pick: (ranked: RankedHit[]) => RankedHit[],
    ): Promise<{ ranked: RankedHit[]; details: HitDetails[] }> {
      return db.transaction(async (tx) => {
        // The planner prices `search @@ …` on a row as cheap: it cannot see that it reads a vector of
        // thousands of words, and would rather scan every row (or walk the date index) than the GIN
        // index. Within this transaction only, matches come from the index.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const ranked = await rows<RankedHit>(
          tx,
          sql`${sql.join(
            KIND_NAMES.map((name) => rankedQuery(name, text, now)),
            sql` union all `,
          )} order by rank desc, recency desc nulls last, kind, id`,
        );
        const page = pick(ranked);
        const byKind = KIND_NAMES.map(
          (name) => [name, page.filter((hit) => hit.kind === name).map((hit) => hit.id)] as const,
        ).filter(([, ids]) => ids.length > 0);
        const details = byKind.length
          ? await rows<HitDetails>(
              tx,
              sql.join(
                byKind.map(([name, ids]) => detailsQuery(name, ids)),
                sql` union all `,
              ),
            )
          : [];
        return { ranked, details };
      });
    },

    /** Each text whole, with the words the query matches marked (MATCH_START … MATCH_END). */
    async markMatches(text: string, documents: string[]): Promise<string[]> {
      if (documents.length === 0) return [];
      const found = await rows<{ marked: string }>(
        db,
        sql`select ts_headline('english', doc, ${tsquery(text)}, ${HEADLINE_OPTIONS}) as marked
          from json_array_elements_text(${JSON.stringify(documents)}::json) with ordinality as d(doc, n)
          order by n`,
      );
      return found.map((row) => row.marked);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
