import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type ImportReport, importMessages, mediaFromField, originalUrlField } from '@lss/shared/import';
import type { AppConfig } from '../../config/env.ts';
import { ConfigError } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { createProgressPrinter, reportLines } from './import-progress.ts';
import type { ImportActor } from './import-run.ts';

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

/** What one run is given by the command: the services, its progress printer, Ctrl+C's signal. */
type CommandRun = (
  services: Services,
  common: { actor: ImportActor; onProgress: (report: ImportReport) => void; signal: AbortSignal },
) => Promise<ImportReport>;

/**
 * One import from the command line, whatever its source: the configured DATA_DIR or DATABASE_URL
 * opened (the embedded database as `npm run backup` opens it: a server using it must be stopped
 * first, the data directory's lock says so), Ctrl+C as an interruption that can be gone on with,
 * progress per type while it runs, then the report printed under `source`'s name.
 */
async function runAndPrint(
  config: AppConfig,
  output: Output,
  source: string,
  run: CommandRun,
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
    const report = await run(services, {
      actor: { id: null, fullName: importMessages.commandLineActor },
      onProgress: progress.update,
      signal: interrupt.signal,
    });
    output.write(`${reportLines(report, source).join('\n')}\n`);
    return report;
  } finally {
    process.off('SIGINT', stop);
    await database.close();
  }
}

/**
 * `npm run import -- wordpress FILE.xml [--media-from URL] [--pages] [--dry-run]` and `npm run
 * import -- original URL [--token TOKEN] [--dry-run]` (runAndPrint says on what). The answer is the
 * report (a failed one makes the command exit 1).
 */
export async function runImportCommand(
  args: string[],
  config: AppConfig,
  output: Output = process.stdout,
): Promise<ImportReport> {
  if (args[0] === 'original') {
    // The old site's API read over the network; the token is used for this run only, kept nowhere.
    const request = parseOriginalArguments(args.slice(1));
    return runAndPrint(config, output, request.url, (services, common) =>
      services.imports.original({ ...request, ...common }),
    );
  }
  const { file, mediaFrom, pages, dryRun } = parseArguments(args);
  const resolved = path.resolve(file);
  const found = await stat(resolved).catch(() => null);
  if (!found?.isFile()) throw new ConfigError(`No such file: ${file}`);
  const fileName = path.basename(resolved);
  return runAndPrint(config, output, fileName, (services, common) =>
    services.imports.wordpress({
      open: () => createReadStream(resolved, { highWaterMark: 64 * 1024 }),
      fileName,
      mediaFrom,
      pages,
      dryRun,
      ...common,
    }),
  );
}
