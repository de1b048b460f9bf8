import type { AdminListFilter } from '@lss/shared/admin-list';
import type { AdminSortKey } from '@lss/shared/admin-list-query';
import { councilMessages } from '@lss/shared/council-messages';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type AdminListColumns, adminListSql, whereBoth } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { orderedList } from '../../db/paging.ts';
import { executives } from '../../db/schema/index.ts';

export type ExecutiveRow = typeof executives.$inferSelect;
// One at a time: starting a session reads, then writes, the sessions (and so does making an
// election's council of one).
export const SESSIONS_LOCK = sql`select pg_advisory_xact_lock(727003)`;
const order = [asc(executives.displayOrder), asc(executives.name), asc(executives.id)];

// The admin list shows a vacant position's empty name as 'Vacant': searching for that finds them.
const shownName = sql`case when ${executives.name} = '' then ${councilMessages.vacant} else ${executives.name} end`;

// The admin list's search and columns (decision 018); without a sort, today's order.
const adminColumns: AdminListColumns<AdminSortKey<'executives'>> = {
  searchable: [shownName, executives.position],
  sortable: {
    name: executives.name,
    position: executives.position,
    order: executives.displayOrder,
    featured: executives.isFeatured,
  },
  defaultOrder: order,
  id: executives.id,
};

/** Which executives a list shows: one session's, vacant positions (empty names) only when asked. */
export type CouncilFilter = { session: string; vacant?: boolean; featured?: boolean };

function councilWhere({ session, vacant = false, featured = false }: CouncilFilter): SQL | undefined {
  return and(
    eq(executives.session, session),
    vacant ? undefined : ne(executives.name, ''),
    featured ? eq(executives.isFeatured, true) : undefined,
  );
}

export function createExecutivesRepository(db: Database) {
  return {
    ...crudQueries(db, executives),
    /** A council, searched and sorted as the admin list asks (neither: by display order, then name). */
    council(filter: CouncilFilter, asked: AdminListFilter<AdminSortKey<'executives'>> = {}) {
      const search = adminListSql(asked, adminColumns);
      return orderedList(db, executives, search.order, whereBoth(councilWhere(filter), search.where));
    },
    /** Every session someone serves in (vacant positions do not count), in no particular order. */
    async sessions(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ session: executives.session })
        .from(executives)
        .where(ne(executives.name, ''));
      return rows.map((row) => row.session);
    },
    /**
     * Opens a session: the positions of `from` again, each vacant and without a portrait, or none.
     * Refuses (null) when `to` already holds anyone, so two admins starting it at once make it once.
     */
    async openSession(from: string, to: string, copyPositions: boolean): Promise<number | null> {
      return db.transaction(async (tx) => {
        // Serialises concurrent starts: the second waits, then sees the first one's rows.
        await tx.execute(SESSIONS_LOCK);
        const [taken] = await tx
          .select({ id: executives.id })
          .from(executives)
          .where(eq(executives.session, to))
          .limit(1);
        if (taken) return null;
        if (!copyPositions) return 0;
        const positions = await tx
          .select()
          .from(executives)
          .where(eq(executives.session, from))
          .orderBy(...order);
        if (positions.length === 0) return 0;
        await tx.insert(executives).values(
          positions.map(({ position, displayOrder, isFeatured }) => ({
            name: '',
            position,
            displayOrder,
            isFeatured,
            session: to,
          })),
        );
        return positions.length;
      });
    },
  };
}
export type ExecutivesRepository = ReturnType<typeof createExecutivesRepository>;
