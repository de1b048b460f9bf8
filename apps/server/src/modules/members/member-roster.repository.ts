import { MEMBER_LEVELS } from '@lss/shared/constants';
import type { MemberCsvQuery, MemberListQuery, MemberStatusCounts } from '@lss/shared/member-roster';
import { MEMBER_STATUSES, type MemberStatus } from '@lss/shared/members';
import type { Page } from '@lss/shared/pagination';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { adminListPage, adminListSql } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isId } from '../../lib/ids.ts';
import type { MemberRow } from './members.repository.ts';

/** Rows per INSERT or UPDATE of an import: a few hundred rows' parameters per statement. */
const BATCH = 500;

/** A list of values sorted in its own order (levels from 100L up, statuses along a membership's life). */
const inOrder = (column: typeof members.level | typeof members.status, values: readonly string[]) =>
  sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;

// The roster's search (name, e-mail, matriculation number) and columns (decision 018); the newest
// members first, along members_joined_idx.
const rosterColumns = {
  searchable: { folded: members.searchFolded },
  sortable: {
    name: members.fullName,
    email: members.email,
    matric: members.matricNumber,
    level: inOrder(members.level, MEMBER_LEVELS),
    status: inOrder(members.status, MEMBER_STATUSES),
    joined: members.joinedAt,
  },
  defaultOrder: [desc(members.joinedAt), desc(members.id)],
  id: members.id,
};

/** A member's row as a new one from the class list is written. */
export type ImportedMember = Pick<MemberRow, 'fullName' | 'email' | 'matricNumber' | 'level'>;
/** An existing member's new details from the class list. */
export type ImportedUpdate = Pick<MemberRow, 'id' | 'fullName' | 'matricNumber' | 'level'>;

/** Which unique index a write ran into: the e-mail's or the matriculation number's. */
export type TakenField = 'email' | 'matricNumber';

function takenField(error: unknown): TakenField | null {
  if (!isUniqueViolation(error)) return null;
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (constraint === 'members_email_unique') return 'email';
    if (constraint === 'members_matric_number_unique') return 'matricNumber';
  }
  const text = String((error as { message?: unknown }).message ?? '');
  return text.includes('matric') ? 'matricNumber' : 'email';
}

/** The staff's reads and writes of the members table (the member's own are members.repository.ts). */
export function createMemberRosterRepository(db: Database) {
  const filtersOf = (query: Pick<MemberCsvQuery, 'status' | 'level' | 'joinedSession'>) => {
    const conditions = [
      query.status ? eq(members.status, query.status) : undefined,
      query.level ? eq(members.level, query.level) : undefined,
      query.joinedSession ? eq(members.joinedSession, query.joinedSession) : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
    return conditions.length ? and(...conditions) : undefined;
  };
  /** Verified members whose verification is not for `session`. */
  const notVerifiedFor = (session: string) =>
    and(
      eq(members.status, 'verified'),
      or(sql`${members.verifiedSession} is null`, ne(members.verifiedSession, session)),
    );

  return {
    page: (query: MemberListQuery): Promise<Page<MemberRow>> =>
      adminListPage(db, members, query, rosterColumns, filtersOf(query)),

    /** The CSV export: every member the search and filters match, in the list's order. */
    all: (query: MemberCsvQuery): Promise<MemberRow[]> => {
      const { where, order } = adminListSql({ q: query.q }, rosterColumns);
      const filters = filtersOf(query);
      return db
        .select()
        .from(members)
        .where(where && filters ? and(where, filters) : (where ?? filters))
        .orderBy(...order);
    },

    async findById(id: string): Promise<MemberRow | null> {
      // An id that is not a UUID cannot exist: it is not sent to the database.
      if (!isId(id)) return null;
      const [row] = await db.select().from(members).where(eq(members.id, id));
      return row ?? null;
    },

    /** Whether another member than `exceptId` has this e-mail or this matriculation number. */
    async taken(field: TakenField, value: string, exceptId: string): Promise<boolean> {
      const column = field === 'email' ? members.email : members.matricNumber;
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(column, value), ne(members.id, exceptId)));
      return row !== undefined;
    },

    /** The staff's edit; `{ taken }` when another member got the e-mail or number meanwhile. */
    async update(
      id: string,
      patch: Partial<
        Pick<MemberRow, 'fullName' | 'email' | 'matricNumber' | 'level' | 'status' | 'verifiedSession'>
      >,
      now: Date,
    ): Promise<MemberRow | null | { taken: TakenField }> {
      try {
        const [row] = await db
          .update(members)
          .set({ ...patch, updatedAt: now })
          .where(eq(members.id, id))
          .returning();
        return row ?? null;
      } catch (error) {
        const field = takenField(error);
        if (field) return { taken: field };
        throw error;
      }
    },

    /** Verifies the named members for `session`; answers those it changed (not those verified for it already). */
    verify: (ids: readonly string[], session: string, now: Date) =>
      db
        .update(members)
        .set({ status: 'verified', verifiedSession: session, updatedAt: now })
        .where(
          and(
            inArray(members.id, [...ids]),
            or(
              ne(members.status, 'verified'),
              sql`${members.verifiedSession} is null`,
              ne(members.verifiedSession, session),
            ),
          ),
        )
        .returning({ id: members.id, fullName: members.fullName }),

    /** Lapses the named members who are active or verified; answers those it changed. */
    lapse: (ids: readonly string[], now: Date) =>
      db
        .update(members)
        .set({ status: 'lapsed', updatedAt: now })
        .where(and(inArray(members.id, [...ids]), inArray(members.status, ['active', 'verified'])))
        .returning({ id: members.id, fullName: members.fullName }),

    /** How many verified members were verified for another session than `session` (or for none). */
    async countNotVerifiedFor(session: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(members).where(notVerifiedFor(session));
      return row?.value ?? 0;
    },

    /** Lapses every verified member not verified for `session`; answers them. */
    lapseNotVerifiedFor: (session: string, now: Date) =>
      db
        .update(members)
        .set({ status: 'lapsed', updatedAt: now })
        .where(notVerifiedFor(session))
        .returning({ id: members.id, fullName: members.fullName }),

    async countByStatus(): Promise<MemberStatusCounts> {
      const rows = await db
        .select({ status: members.status, value: count() })
        .from(members)
        .groupBy(members.status);
      const counts: MemberStatusCounts = { pending: 0, active: 0, verified: 0, lapsed: 0 };
      for (const row of rows) counts[row.status as MemberStatus] = row.value;
      return counts;
    },

    /** The sessions members joined in. */
    async joinedSessions(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ session: members.joinedSession })
        .from(members)
        .where(isNotNull(members.joinedSession))
        .orderBy(asc(members.joinedSession));
      return rows.flatMap((row) => (row.session ? [row.session] : []));
    },

    /** The members a class list names, by e-mail or by matriculation number. */
    async matching(emails: readonly string[], matricNumbers: readonly string[]): Promise<MemberRow[]> {
      const found = new Map<string, MemberRow>();
      for (let start = 0; start < Math.max(emails.length, matricNumbers.length); start += BATCH) {
        const byEmail = emails.slice(start, start + BATCH);
        const byMatric = matricNumbers.slice(start, start + BATCH);
        const conditions = [
          byEmail.length ? inArray(members.email, byEmail) : undefined,
          byMatric.length ? inArray(members.matricNumber, byMatric) : undefined,
        ].filter((condition): condition is SQL => condition !== undefined);
        for (const row of await db
          .select()
          .from(members)
          .where(or(...conditions))) {
          found.set(row.id, row);
        }
      }
      return [...found.values()];
    },

    /**
     * Writes an import in one transaction: the new members (verified for `session`, joined in it)
     * and the updated ones (verified for it, with the list's details). False when a member was added
     * or changed meanwhile so that an e-mail or a number collides: then nothing is written.
     */
    async applyImport(
      added: readonly ImportedMember[],
      updated: readonly ImportedUpdate[],
      session: string,
      now: Date,
    ): Promise<{ added: { id: string; fullName: string }[] } | null> {
      try {
        return await db.transaction(async (tx) => {
          const inserted: { id: string; fullName: string }[] = [];
          for (let start = 0; start < added.length; start += BATCH) {
            const rows = await tx
              .insert(members)
              .values(
                added.slice(start, start + BATCH).map((member) => ({
                  ...member,
                  status: 'verified' as const,
                  joinedAt: now,
                  joinedSession: session,
                  verifiedSession: session,
                  createdAt: now,
                  updatedAt: now,
                })),
              )
              .returning({ id: members.id, fullName: members.fullName });
            inserted.push(...rows);
          }
          for (let start = 0; start < updated.length; start += BATCH) {
            const values = sql.join(
              updated
                .slice(start, start + BATCH)
                .map(
                  (member) =>
                    sql`(${member.id}::uuid, ${member.fullName}::text, ${member.matricNumber}::text, ${member.level}::text)`,
                ),
              sql`, `,
            );
            // One statement for the batch: each member takes the list's name, number and level,
            // and is verified for the session.
            await tx.execute(sql`
              update ${members} set
                full_name = v.full_name,
                matric_number = v.matric_number,
                level = v.level,
                status = 'verified',
                verified_session = ${session},
                updated_at = ${now.toISOString()}::timestamptz
              from (values ${values}) as v(id, full_name, matric_number, level)
              where ${members.id} = v.id`);
          }
          return { added: inserted };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}
export type MemberRosterRepository = ReturnType<typeof createMemberRosterRepository>;
