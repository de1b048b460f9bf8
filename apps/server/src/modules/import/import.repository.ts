import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ImportedRecordKind } from '../../db/schema/imports.ts';
import { importJobs, importSources, media } from '../../db/schema/index.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;
export type ImportSourceRow = typeof importSources.$inferSelect;

/** The rows of the import tables, and the few reads of other tables an import needs. */
export function createImportRepository(db: Database) {
  return {
    async insertJob(values: typeof importJobs.$inferInsert): Promise<ImportJobRow> {
      const [row] = await db.insert(importJobs).values(values).returning();
      return row!;
    },
    async updateJob(id: string, values: Partial<typeof importJobs.$inferInsert>): Promise<void> {
      await db
        .update(importJobs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(importJobs.id, id));
    },
    async findJob(id: string): Promise<ImportJobRow | null> {
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
      return row ?? null;
    },
    async runningJob(): Promise<ImportJobRow | null> {
      const [row] = await db.select().from(importJobs).where(eq(importJobs.status, 'running'));
      return row ?? null;
    },
    /** The newest job, running or not (the admin screen after a reload). */
    async latestJob(): Promise<ImportJobRow | null> {
      const [row] = await db
        .select()
        .from(importJobs)
        .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
        .limit(1);
      return row ?? null;
    },
    /** A running job's heartbeat: its updatedAt, which says a server is running it. */
    async touchJob(id: string, at: Date): Promise<void> {
      await db.update(importJobs).set({ updatedAt: at }).where(eq(importJobs.id, id));
    },
    /**
     * Takes a job left running whose heartbeat is older than `staleBefore` (its server stopped):
     * true for the one server that takes it, whatever the others do at the same moment.
     */
    async claimJob(id: string, staleBefore: Date, at: Date): Promise<boolean> {
      const rows = await db
        .update(importJobs)
        .set({ updatedAt: at })
        .where(
          and(eq(importJobs.id, id), eq(importJobs.status, 'running'), lt(importJobs.updatedAt, staleBefore)),
        )
        .returning({ id: importJobs.id });
      return rows.length === 1;
    },
    async findSource(
      origin: string,
      recordType: ImportedRecordKind,
      sourceKey: string,
    ): Promise<ImportSourceRow | null> {
      const [row] = await db
        .select()
        .from(importSources)
        .where(
          and(
            eq(importSources.origin, origin),
            eq(importSources.recordType, recordType),
            eq(importSources.sourceKey, sourceKey),
          ),
        );
      return row ?? null;
    },
    /** Records (or moves on) where a record came from, what was imported and its updatedAt then. */
    async rememberSource(values: {
      origin: string;
      recordType: ImportedRecordKind;
      sourceKey: string;
      recordId: string;
      fingerprint: string;
      importedUpdatedAt: Date;
      jobId: string | null;
    }): Promise<void> {
      await db
        .insert(importSources)
        .values(values)
        .onConflictDoUpdate({
          target: [importSources.origin, importSources.recordType, importSources.sourceKey],
          set: {
            recordId: values.recordId,
            fingerprint: values.fingerprint,
            importedUpdatedAt: values.importedUpdatedAt,
            jobId: values.jobId,
            updatedAt: sql`now()`,
          },
        });
    },
    /** An imported media row's stored path and creation time; null when it was deleted here. */
    async findMedia(id: string): Promise<{ url: string; createdAt: Date } | null> {
      const [row] = await db
        .select({ key: media.storageKey, createdAt: media.createdAt })
        .from(media)
        .where(eq(media.id, id));
      return row ? { url: `/uploads/${row.key}`, createdAt: row.createdAt } : null;
    },
    async setMediaAlt(id: string, alt: string): Promise<void> {
      await db.update(media).set({ alt }).where(eq(media.id, id));
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;
