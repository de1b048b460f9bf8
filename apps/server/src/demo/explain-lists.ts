import type { PageRequest } from '@lss/shared/pagination';
import type { Services } from '../services.ts';

/** A statement drizzle ran, as its logger heard it. */
export type LoggedQuery = { query: string; params: unknown[] };

/** The public lists' reads, each at its public page's size (the pages' loaders). */
const LIST_READS: {
  name: string;
  limit: number;
  read: (services: Services, page: PageRequest) => Promise<unknown>;
}[] = [
  { name: 'posts (published, newest first)', limit: 10, read: (s, page) => s.posts.pagePublished(page) },
  {
    name: 'events (past, latest first)',
    limit: 12,
    read: (s, page) => s.events.page({ when: 'past', ...page }),
  },
  { name: 'materials (all, newest first)', limit: 24, read: (s, page) => s.materials.page(page) },
  {
    name: 'materials (level 300L, newest first)',
    limit: 24,
    read: (s, page) => s.materials.page({ level: '300L', ...page }),
  },
  { name: 'podcast (archived, newest first)', limit: 24, read: (s, page) => s.podcast.archived(page) },
];

/** The deep page of the issue (100), or the list's last page when it is shorter. */
const DEEP_PAGE = 100;

/**
 * EXPLAIN (ANALYZE) of page 1 and of a deep page of each public list, with the very statements the
 * services run (heard through drizzle's logger), so the plans show whether the list's index is
 * walked or the whole table sorted. `explain` runs one statement with its parameters.
 */
export async function explainLists(
  services: Services,
  heard: LoggedQuery[],
  explain: (query: string, params: unknown[]) => Promise<string[]>,
): Promise<string> {
  const out: string[] = [];
  for (const list of LIST_READS) {
    // Reads are cached: each page is heard on its first (and only) read.
    const hear = async (page: number) => {
      heard.length = 0;
      const result = (await list.read(services, { page, limit: list.limit })) as { total: number };
      // The page's rows (its LIMIT/OFFSET statement); the count beside it is planned separately.
      return { total: result.total, rows: heard.find((statement) => /\blimit\b/i.test(statement.query)) };
    };
    const first = await hear(1);
    const deep = Math.min(DEEP_PAGE, Math.max(1, Math.ceil(first.total / list.limit)));
    const pages = deep > 1 ? [first, await hear(deep)] : [first];
    for (const [index, { rows }] of pages.entries()) {
      if (!rows) continue;
      const plan = await explain(`EXPLAIN (ANALYZE, COSTS OFF) ${rows.query}`, rows.params);
      const page = index === 0 ? 1 : deep;
      out.push(`### ${list.name}, page ${page} (${list.limit} a page, ${first.total} rows)`, '', '```');
      out.push(...plan, '```', '');
    }
  }
  return out.join('\n');
}
