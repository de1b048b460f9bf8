import { createReadStream, createWriteStream, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type AppConfig, ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { INITIAL_DATA_DIR, prepareInitialDataDir } from './db/initial-data-dir.ts';
import { explainLists, type LoggedQuery } from './demo/explain-lists.ts';
import { seedBench } from './demo/seed-bench.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { seedVolume, VOLUME_SITES, type VolumeSite } from './demo/seed-volume.ts';
import { seedVoters } from './demo/seed-voters.ts';
import { AppError } from './lib/errors.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import { createBackupService } from './modules/backup/backup.service.ts';
import { IMPORT_USAGE, runImportCommand } from './modules/import/import-cli.ts';
import { ADMIN_USAGE, runAdminCommand } from './modules/users/admin-cli.ts';

/** The database the server would open: DATABASE_URL's, else the embedded one in DATA_DIR. */
const openConfiguredDatabase = (config: AppConfig) =>
  openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );

/** `npm run backup [-- FILE]` and `npm run restore -- FILE`, on the configured DATA_DIR or DATABASE_URL. */
async function withBackupService<T>(
  config: AppConfig,
  work: (service: ReturnType<typeof createBackupService>) => Promise<T>,
) {
  const database = await openConfiguredDatabase(config);
  const storage = createStorage(config.storage, {
    warn: (details, message) => console.warn(message, details),
  });
  try {
    return await work(createBackupService({ db: database.db, storage }));
  } finally {
    await storage.close();
    await database.close();
  }
}

type QueryPlan = (query: string, params: unknown[]) => Promise<{ rows: { 'QUERY PLAN': string }[] }>;

async function main() {
  const [command, file] = process.argv.slice(2);
  if (command === 'prepare-initial-db') {
    // A build step: needs no configuration (the build may run where production settings are set).
    const made = await prepareInitialDataDir();
    console.log(
      made ? `Prepared the initial database in ${INITIAL_DATA_DIR}` : 'Initial database up to date',
    );
    return;
  }
  const config = loadConfig();
  if (command === 'backup') {
    const target = path.resolve(
      file ?? `lss-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
    );
    await withBackupService(config, async (service) =>
      pipeline(await service.archive(), createWriteStream(target)),
    );
    console.log(`Backup written to ${target}`);
  } else if (command === 'restore') {
    if (!file) throw new ConfigError('Usage: npm run restore -- FILE');
    const result = await withBackupService(config, (service) =>
      service.restore(createReadStream(path.resolve(file))),
    );
    const rows = Object.values(result.tables).reduce((sum, value) => sum + value, 0);
    console.log(`Restored ${rows} records and ${result.files} uploaded files from ${file}`);
  } else if (command === 'seed-demo' || command === 'seed-bench') {
    const database = await openConfiguredDatabase(config);
    try {
      const { createServices } = await import('./app.ts');
      const services = await createServices(config, database);
      await (command === 'seed-demo' ? seedDemo(services) : seedBench(services));
    } finally {
      await database.close();
    }
  } else if (command === 'seed-volume') {
    // `npm run bench:volume`: one of its two sites, inserted in bulk.
    if (!file || !(file in VOLUME_SITES)) throw new ConfigError('Usage: seed-volume small|volume');
    const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    try {
      await seedVolume(database.db, file as VolumeSite);
      // As the server does at start: explain-lists reads this database before any server has.
      await database.maintain();
    } finally {
      await database.close();
    }
  } else if (command === 'seed-voters') {
    // `npm run bench:election`: COUNT verified, signed-in members; their cookies' tokens to FILE (JSON).
    const [count, out] = [Number(file), process.argv[4]];
    if (!Number.isInteger(count) || count < 1 || !out) throw new ConfigError('Usage: seed-voters COUNT FILE');
    const database = await openConfiguredDatabase(config);
    try {
      writeFileSync(path.resolve(out), JSON.stringify(await seedVoters(database.db, count)));
    } finally {
      await database.close();
    }
  } else if (command === 'explain-lists') {
    const heard: LoggedQuery[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => void heard.push({ query, params }) };
    const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir, logger });
    try {
      const { createServices } = await import('./app.ts');
      const services = await createServices(config, database);
      const client = (database.db as unknown as { $client: { query: QueryPlan } }).$client;
      const explain = async (query: string, params: unknown[]) =>
        (await client.query(query, params)).rows.map((row) => row['QUERY PLAN']);
      console.log(await explainLists(services, heard, explain));
    } finally {
      await database.close();
    }
  } else if (command === 'admin') {
    await runAdminCommand(process.argv.slice(3), config);
  } else if (command === 'import') {
    // `npm run import -- wordpress FILE.xml …`: the report is printed; a failed or interrupted import exits 1.
    const report = await runImportCommand(process.argv.slice(3), config);
    if (report.status !== 'done') process.exitCode = 1;
  } else {
    throw new ConfigError(
      `Usage: npm run backup [-- FILE] | npm run restore -- FILE | ${ADMIN_USAGE.slice(7)} | ${IMPORT_USAGE.slice(7).replace(/\n\s+/g, ' | ')}`,
    );
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AppError;
  console.error(
    known ? (error as Error).message : `Failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
