import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type ImportReport, importMessages, mediaFromField, originalUrlField } from '@lss/shared/import';
import type { AppConfig } from '../../config/env.ts';
import { ConfigError } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { createProgressPrinter, reportLines } from './import-progress.ts';

export const IMPORT_USAGE = [
  'Usage: npm run import -- original URL [--token TOKEN] [--dry-run]',
  '       npm run import -- wordpress FILE.xml [--media-from URL] [--pages] [--dry-run]',
].join('\n');

type Output = { write(text: string): unknown; isTTY?: boolean };

/** `--name VALUE` or `--name=VALUE` at `position`: its value and the position after it. */
function optionValue(rest: string[], position: number) {
  const argument = rest[position]!;
  return argument.includes('=')
    ? { value: argument.slice(argument.indexOf('=') + 1), next: position }
    : { value: rest[position + 1], next: position + 1 };
}

function parseOriginalArguments(rest: string[]) {
  let url: string | undefined;
  let token: string | null = null;
  let dryRun = false;
  for (let position = 0; position < rest.length; position++) {
    const argument = rest[position]!;
    if (argument === '--dry-run') dryRun = true;
    else if (argument === '--token' || argument.startsWith('--token=')) {
      const { value, next } = optionValue(rest, position);
      position = next;
      if (!value?.trim()) throw new ConfigError(IMPORT_USAGE);
      token = value.trim();
    } else if (!argument.startsWith('--') && !url) {
      const parsed = originalUrlField.safeParse(argument);
      if (!parsed.success) throw new ConfigError(parsed.error.issues[0]!.message);
      url = parsed.data;
    } else throw new ConfigError(IMPORT_USAGE);
  }
  if (!url) throw new ConfigError(IMPORT_USAGE);
  return { url, token, dryRun };
}

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
  if (args[0] === 'original')
    return runOriginalCommand(parseOriginalArguments(args.slice(1)), config, output);
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

/**
 * `npm run import -- original URL [--token TOKEN] [--dry-run]`: the old site's API read over the
 * network, on the configured database (opened as for a WordPress file); the token is used for this
 * run only and kept nowhere.
 */
async function runOriginalCommand(
  request: { url: string; token: string | null; dryRun: boolean },
  config: AppConfig,
  output: Output,
): Promise<ImportReport> {
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
    const report = await services.imports.original({
      ...request,
      actor: { id: null, fullName: importMessages.commandLineActor },
      onProgress: progress.update,
      signal: interrupt.signal,
    });
    output.write(`${reportLines(report, request.url).join('\n')}\n`);
    return report;
  } finally {
    process.off('SIGINT', stop);
    await database.close();
  }
}
