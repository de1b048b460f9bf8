import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sessionAt } from '@lss/shared/session-clock';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from '../../lib/paths.ts';

const MIGRATION = '0011_councils_by_session';
const folder = mkdtempSync(path.join(tmpdir(), 'lss-councils-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The migrations before this one: a database as it was when the council had no sessions. */
function migrationsBefore(tag: string): string {
  const before = path.join(folder, 'before');
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string; idx: number }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

it("puts the executives already there in today's session on the society's clock, and stores it as current", async () => {
  const client = new PGlite();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsBefore(MIGRATION) });
  await client.query(
    `INSERT INTO site_settings (id, "values", time_zone) VALUES (1, '{}', 'Pacific/Kiritimati')`,
  );
  await client.query(`INSERT INTO executives (name, position) VALUES ('Zainab Bello', 'President')`);
  await migrate(db, { migrationsFolder });

  const today = sessionAt(new Date(), 'Pacific/Kiritimati');
  const { rows } = await client.query<{ session: string }>('SELECT session FROM executives');
  expect(rows).toEqual([{ session: today }]);
  const settings = await client.query<{ current_session: string }>(
    'SELECT current_session FROM site_settings',
  );
  expect(settings.rows).toEqual([{ current_session: today }]);
  await client.close();
}, 120_000);

it('stores no current session on a site without executives (it stays that of the calendar)', async () => {
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  expect((await client.query('SELECT * FROM site_settings')).rows).toEqual([]);
  await client.close();
}, 120_000);
