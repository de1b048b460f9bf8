import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sessionAt } from '@lss/shared/session-clock';
import { DEFAULT_TIME_ZONE } from '@lss/shared/time-zone';
import { asc, count, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import tar from 'tar-stream';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { uploadHeaders } from '../uploads/upload-headers.ts';

/** Tables in an order that satisfies their foreign keys on restore. */
const TABLES: PgTable[] = [
  schema.users,
  schema.siteSettings,
  // Members (not their sessions or sign-in links: they sign in again) before the registrations and
  // elections that name them.
  schema.members,
  schema.events,
  schema.eventRsvps,
  schema.posts,
  schema.postRevisions,
  schema.newsletterSubscribers,
  schema.newsletterSends,
  schema.newsletterDeliveries,
  schema.executives,
  schema.materials,
  schema.podcastEpisodes,
  schema.contactMessages,
  schema.articleSubmissions,
  // Elections after the members they name (candidates, roll, voters).
  schema.elections,
  schema.electionOfficers,
  schema.electionPositions,
  schema.electionCandidates,
  schema.electionRoll,
  schema.electionVoters,
  schema.electionBallots,
  schema.activityLog,
  // The media library's rows (names as uploaded, alt texts); an older archive without them gets its
  // files listed under their stored names when the site next starts (media service's backfill).
  schema.media,
  // Where imported records came from (issue 29): a restored site imported again updates them
  // instead of adding them twice. Jobs before the sources that name them.
  schema.importJobs,
  schema.importSources,
];
/**
 * Tables read in an order of their own: an election's ballots by receipt and its voters by member,
 * never in the order they were written (that is the order of casting: decision 033). The others in
 * whatever order the database gives.
 */
const ARCHIVE_ORDER = new Map<PgTable, SQL[]>([
  [
    schema.electionBallots,
    [asc(schema.electionBallots.electionId), sql`${schema.electionBallots.receipt} collate "C"`],
  ],
  [schema.electionVoters, [asc(schema.electionVoters.electionId), asc(schema.electionVoters.memberId)]],
]);

const FORMAT = 'lss-backup';
const VERSION = 1;

type RestoreContext = { now: Date; timeZone: string };

type Manifest = { format: string; version: number; createdAt: string; tables: Record<string, unknown[]> };

/** Columns that hold instants come back from JSON as strings; the database wants Dates. */
function revive(table: PgTable, row: Record<string, unknown>, restoredAt: RestoreContext) {
  const revived: Record<string, unknown> = { ...row };
  // An archive from before councils by session (migration 0011): its executives join the session
  // of the day of the restore, as the migration placed a running site's (decision 021).
  if (table === schema.executives && typeof revived.session !== 'string') {
    revived.session = sessionAt(restoredAt.now, restoredAt.timeZone);
  }
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.dataType === 'date' && typeof revived[key] === 'string')
      revived[key] = new Date(revived[key] as string);
  }
  return revived;
}

/**
 * One archive (tar.gz) with all content as JSON and every uploaded file, wherever the files live
 * (a folder or a bucket): `npm run backup`, the admin 'Download backup' button, and `npm run
 * restore` into an empty site, which may keep its files elsewhere than the site backed up.
 */
export function createBackupService({ db, storage }: { db: Database; storage: Storage }) {
  return {
    /** Streams the archive; read it to the end. */
    async archive(): Promise<Readable> {
      const manifest: Manifest = {
        format: FORMAT,
        version: VERSION,
        createdAt: new Date().toISOString(),
        tables: {},
      };
      // One snapshot of every table: a ballot cast while the archive is read is in it with its
      // voter, or neither is.
      await db.transaction(
        async (tx) => {
          for (const table of TABLES)
            manifest.tables[getTableName(table)] = await tx
              .select()
              .from(table)
              .orderBy(...(ARCHIVE_ORDER.get(table) ?? []));
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const files = (await storage.list()).filter((name) => uploadHeaders(name) !== null);

      const pack = tar.pack();
      const output = new PassThrough();
      pipeline(pack, createGzip(), output).catch((error: unknown) => output.destroy(error as Error));
      void (async () => {
        try {
          pack.entry({ name: 'backup.json' }, JSON.stringify(manifest));
          for (const name of files) {
            const file = await storage.get(name);
            if (!file) continue;
            const entry = pack.entry({ name: `uploads/${name}`, size: file.size, mtime: file.lastModified });
            await pipeline(file.body, entry);
          }
          pack.finalize();
        } catch (error) {
          pack.destroy(error as Error);
        }
      })();
      return output;
    },

    /** Loads an archive into this site, which must be empty: nothing already saved is overwritten. */
    async restore(archive: Readable): Promise<{ tables: Record<string, number>; files: number }> {
      for (const table of TABLES) {
        const [row] = await db.select({ value: count() }).from(table);
        if ((row?.value ?? 0) > 0) {
          throw new ConflictError('Restore needs an empty site: this database already has content.');
        }
      }
      let manifest: Manifest | null = null;
      const files: { name: string; content: Buffer }[] = [];
      const extract = tar.extract();
      extract.on('entry', (header, stream, next) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk) => chunks.push(chunk as Buffer));
        stream.on('end', () => {
          const content = Buffer.concat(chunks);
          if (header.name === 'backup.json') manifest = JSON.parse(content.toString('utf8')) as Manifest;
          else if (header.name.startsWith('uploads/') && uploadHeaders(header.name.slice(8))) {
            files.push({ name: header.name.slice(8), content });
          }
          next();
        });
        stream.resume();
      });
      try {
        await pipeline(archive, createGunzip(), extract);
      } catch {
        throw new BadRequestError('This file is not a backup archive of this site.');
      }
      const loaded = manifest as Manifest | null;
      if (!loaded || loaded.format !== FORMAT || loaded.version !== VERSION) {
        throw new BadRequestError('This file is not a backup archive of this site.');
      }
      const counts: Record<string, number> = {};
      const [settings] = (loaded.tables[getTableName(schema.siteSettings)] ?? []) as { timeZone?: unknown }[];
      const context: RestoreContext = {
        now: new Date(),
        timeZone: typeof settings?.timeZone === 'string' ? settings.timeZone : DEFAULT_TIME_ZONE,
      };
      await db.transaction(async (tx) => {
        for (const table of TABLES) {
          const rows = (loaded.tables[getTableName(table)] ?? []) as Record<string, unknown>[];
          counts[getTableName(table)] = rows.length;
          for (let start = 0; start < rows.length; start += 200) {
            const batch = rows.slice(start, start + 200).map((row) => revive(table, row, context));
            if (batch.length) await tx.insert(table).values(batch as never);
          }
        }
      });
      for (const file of files) await storage.put(file.name, file.content, uploadHeaders(file.name)!);
      return { tables: counts, files: files.length };
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
