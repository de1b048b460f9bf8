import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

// biome-ignore lint/suspicious/noExplicitAny: drizzle's table type is generic over its whole config.
type RecordTable = PgTableWithColumns<any> & { id: PgColumn; updatedAt: PgColumn };

/** The by-id queries every content table shares; each repository adds its own list queries. */
export function crudQueries<TTable extends RecordTable>(db: Database, typedTable: TTable) {
  type Row = TTable['$inferSelect'];
  type Insert = TTable['$inferInsert'];
  // Drizzle cannot check queries over a generic table; the row types above are what callers see.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  const table = typedTable as any as PgTableWithColumns<any> & { id: PgColumn; updatedAt: PgColumn };
  return {
    async findById(id: string): Promise<Row | null> {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return (row as Row | undefined) ?? null;
    },
    async insert(values: Insert): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      return row as Row;
    },
    async update(id: string, values: Partial<Insert>): Promise<Row | null> {
      const [row] = await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning();
      return (row as Row | undefined) ?? null;
    },
    /** Deletes and returns the deleted row (for the audit log), or null when there was none. */
    async delete(id: string): Promise<Row | null> {
      const [row] = await db.delete(table).where(eq(table.id, id)).returning();
      return (row as Row | undefined) ?? null;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(table);
      return row?.value ?? 0;
    },
  };
}
