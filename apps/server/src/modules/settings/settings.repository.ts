import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

const ROW_ID = 1;

type SettingsColumns = { timeZone?: string | undefined; currentSession?: string | undefined };

export function createSettingsRepository(db: Database) {
  return {
    async read() {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID));
      return row ?? null;
    },
    /** Without a time zone or a current session, the stored one stays. */
    async write(values: Record<string, unknown>, columns: SettingsColumns) {
      const updatedAt = new Date();
      const set = {
        ...(columns.timeZone === undefined ? {} : { timeZone: columns.timeZone }),
        ...(columns.currentSession === undefined ? {} : { currentSession: columns.currentSession }),
      };
      const [row] = await db
        .insert(siteSettings)
        .values({ id: ROW_ID, values, updatedAt, ...set })
        .onConflictDoUpdate({ target: siteSettings.id, set: { values, updatedAt, ...set } })
        .returning();
      return row!;
    },
    /** The site identity stays as it is (defaults included, when nothing was saved yet). */
    async setCurrentSession(currentSession: string) {
      await db
        .insert(siteSettings)
        .values({ id: ROW_ID, values: {}, currentSession })
        .onConflictDoUpdate({ target: siteSettings.id, set: { currentSession, updatedAt: new Date() } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
