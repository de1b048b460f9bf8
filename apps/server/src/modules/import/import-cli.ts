import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type ImportReport, importMessages, mediaFromField } from '@lss/shared/import';
import type { AppConfig } from '../../config/env.ts';
import { ConfigError } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { createProgressPrinter, reportLines } from './import-progress.ts';

export const IMPORT_USAGE =
  'Usage: npm run import -- wordpress FILE.xml [--media-from URL] [--pages] [--dry-run]';

type Output = { write(text: string): unknown; isTTY?: boolean };

function parseArguments(args: string[]) {
  const [kind, ...rest] = args;
  if (kind !== 'wordpress') throw new ConfigError(IMPORT_USAGE);
  let file: string | undefined;
  let mediaFrom: string | null = null;
  let pages = false;
  let dryRun = false;
  for (let position = 0; position < rest.length; position++) {
    const argument = rest[position]!;
    if (argument === '--pages') pages = true;
    else if (argument === '--dry-run') dryRun = true;
    else if (argument === '--media-from' || argument.startsWith('--media-from=')) {
      const value = argument.includes('=') ? argument.slice(argument.indexOf('=') + 1) : rest[++position];
      const parsed = mediaFromField.safeParse(value ?? '');
      if (!parsed.success) throw new ConfigError(parsed.error.issues[0]!.message);
      mediaFrom = parsed.data;
    } else if (!argument.startsWith('--') && !file) file = argument;
    else throw new ConfigError(IMPORT_USAGE);
  }
  if (!file) throw new ConfigError(IMPORT_USAGE);
  return { file, mediaFrom, pages, dryRun };
}

/**
 * `npm run import -- wordpress FILE.xml [--media-from URL] [--pages] [--dry-run]`, on the configured
 * DATA_DIR or DATABASE_URL. The embedded database is opened as `npm run backup` opens it: a server
 * using it must be stopped first (the data directory's lock says so). Progress per type while it
 * runs, then the report; the answer is the report (a failed one makes the command exit 1).
 */
export async function runImportCommand(
  args: string[],
  config: AppConfig,
  output: Output = process.stdout,
): Promise<ImportReport> {
  const { file, mediaFrom, pages, dryRun } = parseArguments(args);
  const resolved = path.resolve(file);
  const found = await stat(resolved).catch(() => null);
  if (!found?.isFile()) throw new ConfigError(`No such file: ${file}`);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const interrupt = new AbortController();
  const stop = () => interrupt.abort(new Error(importMessages.interrupted));
  process.once('SIGINT', stop);
  try {
    const { createServices } = await import('../../app.ts');
    const services = await createServices(config, database);
    const progress = createProgressPrinter(output);
    const report = await services.imports.wordpress({
      open: () => createReadStream(resolved, { highWaterMark: 64 * 1024 }),
      fileName: path.basename(resolved),
      mediaFrom,
      pages,
      dryRun,
      actor: { id: null, fullName: importMessages.commandLineActor },
      onProgress: progress.update,
      signal: interrupt.signal,
    });
    output.write(`${reportLines(report, path.basename(resolved)).join('\n')}\n`);
    return report;
  } finally {
    process.off('SIGINT', stop);
    await database.close();
  }
}
