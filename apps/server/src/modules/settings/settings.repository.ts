import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

const ROW_ID = 1;

export function createSettingsRepository(db: Database) {
  return {
    async read() {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID));
      return row ?? null;
    },
    /** Without a time zone, the stored one stays. */
    async write(values: Record<string, unknown>, timeZone: string | undefined) {
      const updatedAt = new Date();
      const zone = timeZone === undefined ? {} : { timeZone };
      const [row] = await db
        .insert(siteSettings)
        .values({ id: ROW_ID, values, updatedAt, ...zone })
        .onConflictDoUpdate({ target: siteSettings.id, set: { values, updatedAt, ...zone } })
        .returning();
      return row!;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
