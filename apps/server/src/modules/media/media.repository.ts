import type { SortOrder } from '@lss/shared/admin-list';
import type { AdminSortKey } from '@lss/shared/admin-list-query';
import type { PageRequest } from '@lss/shared/pagination';
import { and, asc, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

/**
 * The words of a search as a prefix query over the library's search vector (file names split at
 * every non-letter, so "team" finds "team-photo_2024.jpg"); null when nothing searchable is left.
 */
export function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 8)
        .map((word) => `${word}:*`)
        .join(' & ')
    : null;
}

/** Which items a page of the library holds; `key` null matches nothing (a URL that names no upload). */
export type MediaFilter = {
  q?: string | null;
  uploadedBy?: string | null;
  kind?: 'image' | 'document' | undefined;
  key?: string | null;
  /** A column the library shows (decision 018); newest first without one. */
  sort?: SortOrder<AdminSortKey<'media'>> | undefined;
};

// The library's columns (decision 018). Its search is its own (word beginnings, see filter), so
// no column is searched here.
const adminColumns = {
  searchable: [],
  sortable: { name: media.originalName, size: media.bytes, uploaded: media.createdAt },
  defaultOrder: [desc(media.createdAt), desc(media.id)],
  id: media.id,
};

/**
 * A record that refers to an upload: its table's name for it, its id, title and the key it holds,
 * and whether the public sees it (a published post; any event, executive, material or the settings).
 */
export type UseRow = { type: string; id: string; title: string; key: string; published: boolean };

export function createMediaRepository(db: Database) {
  function filter({ q, uploadedBy, kind, key }: MediaFilter): SQL | undefined {
    // A visitor's upload stays out of the library until a submission using it is approved.
    const conditions: SQL[] = [eq(media.awaitingApproval, false)];
    if (uploadedBy) conditions.push(eq(media.uploadedBy, uploadedBy));
    if (kind) conditions.push(sql`(${media.mimeType} like 'image/%') = ${kind === 'image'}`);
    if (key !== undefined) conditions.push(key === null ? sql`false` : eq(media.storageKey, key));
    if (q) {
      const query = prefixQuery(q);
      // Kept out of the Drizzle schema (like the content tables' search columns): see the migration.
      conditions.push(query ? sql`"media"."search" @@ to_tsquery('simple', ${query})` : sql`false`);
    }
    return and(...conditions);
  }

  return {
    async insert(values: NewMediaRow): Promise<MediaRow> {
      const [row] = await db.insert(media).values(values).returning();
      return row!;
    },
    /** Rows for keys not listed yet (the backfill); a key listed meanwhile by another instance is skipped. */
    async insertMissing(rows: NewMediaRow[]): Promise<number> {
      if (!rows.length) return 0;
      const inserted = await db.insert(media).values(rows).onConflictDoNothing().returning({ id: media.id });
      return inserted.length;
    },
    async findById(id: string): Promise<MediaRow | null> {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row ?? null;
    },
    async findByKey(key: string): Promise<MediaRow | null> {
      const [row] = await db.select().from(media).where(eq(media.storageKey, key));
      return row ?? null;
    },
    async listedKeys(keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .select({ key: media.storageKey })
        .from(media)
        .where(inArray(media.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },
    page(request: PageRequest, search: MediaFilter) {
      return adminListPage(db, media, { ...request, sort: search.sort }, adminColumns, filter(search));
    },
    /**
     * Visitors' uploads still awaiting a submission's approval, stored before `before`, the oldest
     * first: a page of `limit`, after the row `after` (the previous page's last).
     */
    awaitingBefore(before: Date, limit: number, after: MediaRow | null): Promise<MediaRow[]> {
      const conditions = [eq(media.awaitingApproval, true), lt(media.createdAt, before)];
      if (after)
        conditions.push(
          or(
            gt(media.createdAt, after.createdAt),
            and(eq(media.createdAt, after.createdAt), gt(media.id, after.id)),
          )!,
        );
      return db
        .select()
        .from(media)
        .where(and(...conditions))
        .orderBy(asc(media.createdAt), asc(media.id))
        .limit(limit);
    },
    /** Lists the visitors' uploads stored under these keys. */
    async reveal(keys: string[]): Promise<void> {
      if (!keys.length) return;
      await db
        .update(media)
        .set({ awaitingApproval: false })
        .where(and(inArray(media.storageKey, keys), eq(media.awaitingApproval, true)));
    },
    async setAlt(id: string, alt: string): Promise<MediaRow | null> {
      const [row] = await db.update(media).set({ alt }).where(eq(media.id, id)).returning();
      return row ?? null;
    },
    async delete(id: string): Promise<MediaRow | null> {
      const [row] = await db.delete(media).where(eq(media.id, id)).returning();
      return row ?? null;
    },
    /** Alt texts of the given keys that have one. */
    async altTexts(keys: string[]): Promise<Map<string, string>> {
      if (!keys.length) return new Map();
      const rows = await db
        .select({ key: media.storageKey, alt: media.alt })
        .from(media)
        .where(and(inArray(media.storageKey, keys), sql`${media.alt} <> ''`));
      return new Map(rows.map((row) => [row.key, row.alt]));
    },
    /**
     * Every record that refers to one of the keys, in one statement for a whole page of the library:
     * image columns match by the key inside the URL (stored as /uploads/<key> or a bucket's URL),
     * post bodies and the settings by containing it. Keys are 32 random hex digits and a size, so
     * containing one means linking to it.
     */
    async uses(keys: string[]): Promise<UseRow[]> {
      if (!keys.length) return [];
      const list = sql`(select unnest(${sql.param(keys)}::text[]) as key)`;
      const result = (await db.execute(sql`
        select 'post' as type, p.id::text as id, p.title, k.key, p.status = 'published' as published
        from posts p join ${list} k
          on strpos(coalesce(p.cover_image_url, ''), k.key) > 0 or strpos(p.content_body, k.key) > 0
        union all
        select 'event', e.id::text, e.title, k.key, true from events e join ${list} k
          on strpos(coalesce(e.image_url, ''), k.key) > 0
        union all
        select 'executive', x.id::text, x.name, k.key, true from executives x join ${list} k
          on strpos(coalesce(x.image_url, ''), k.key) > 0
        union all
        select 'material', m.id::text, m.title, k.key, true from materials m join ${list} k
          on strpos(m.file_url, k.key) > 0
        union all
        select 'submission', s.id::text, s.title, k.key, false from article_submissions s join ${list} k
          on strpos(coalesce(s.image_url, ''), k.key) > 0
        union all
        select 'settings', s.id::text, 'Settings', k.key, true from site_settings s join ${list} k
          on strpos(s.values::text, k.key) > 0
        order by 1, 3`)) as unknown as { rows: UseRow[] };
      return result.rows;
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
