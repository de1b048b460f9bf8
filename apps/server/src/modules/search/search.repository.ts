import { sql } from 'drizzle-orm';
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

/**
 * PostgreSQL full-text search over the generated `search` columns (migration 0002), ranked, with
 * highlighted snippets. Only what the public may see: published posts whose time has come.
 */
export function createSearchRepository(db: Database) {
  async function run(query: ReturnType<typeof sql>): Promise<SearchRow[]> {
    const result = (await db.execute(query)) as unknown as { rows: SearchRow[] };
    return result.rows;
  }
  const tsquery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;
  const headline = (column: ReturnType<typeof sql>, text: string) =>
    sql`ts_headline('english', regexp_replace(coalesce(${column}, ''), '<[^>]+>', ' ', 'g'), ${tsquery(text)}, ${HEADLINE_OPTIONS})`;

  return {
    posts: (text: string, now: Date, limit: number) =>
      run(sql`select id, title, slug as path, published_at as date, ${headline(sql`content_body`, text)} as headline
        from posts where search @@ ${tsquery(text)} and status = 'published' and published_at <= ${now.toISOString()}
        order by ts_rank(search, ${tsquery(text)}) desc, published_at desc limit ${limit}`),
    events: (text: string, limit: number) =>
      run(sql`select id, title, null as path, event_date as date, ${headline(sql`description`, text)} as headline
        from events where search @@ ${tsquery(text)}
        order by ts_rank(search, ${tsquery(text)}) desc, event_date desc limit ${limit}`),
    materials: (text: string, limit: number) =>
      run(sql`select id, title, file_url as path, null as date,
          ${headline(sql`coalesce(description, '') || ' ' || level || ' ' || material_type`, text)} as headline
        from materials where search @@ ${tsquery(text)}
        order by ts_rank(search, ${tsquery(text)}) desc, created_at desc limit ${limit}`),
    episodes: (text: string, limit: number) =>
      run(sql`select id, title, x_space_url as path, episode_date as date,
          ${headline(sql`coalesce(guest_name, '') || ' ' || description`, text)} as headline
        from podcast_episodes where search @@ ${tsquery(text)}
        order by ts_rank(search, ${tsquery(text)}) desc, episode_date desc limit ${limit}`),
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
