import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FILE_MAX_MB,
  type ImportJobReport,
  type ImportReport,
  importMessages,
} from '@lss/shared/import';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError, PayloadTooLargeError } from '../../lib/errors.ts';
import { privateKey, type Storage } from '../../lib/storage/storage.ts';
import type { CacheTag } from '../../plugins/response-cache.ts';
import type { Logger } from '../../services.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { PRIVATE_FILE } from '../uploads/upload-headers.ts';
import type { ImportJobRow } from './import.repository.ts';
import type { ImportService } from './import.service.ts';
import type { ImportActor, ImportRun } from './import-run.ts';

/**
 * The admin screen's imports (decision 037): one job at a time, run in the background of the server
 * process, its report read while it runs; an uploaded export kept on disk until its job ends (and,
 * where the instances share a bucket, a private copy there); a job left running by a server that
 * stopped taken up again from its cursor by the next one, on whichever instance that is.
 */

/** How often a running job's row says its server is still at it. */
export const HEARTBEAT_MS = 10_000;
/** A running job whose row has not moved for this long lost its server: another takes it up. */
export const STALE_AFTER_MS = 60_000;
/** How often a server looks for such a job (besides when it starts). */
const SWEEP_MS = 30_000;
/** A job stopped with its server is released: its heartbeat set back to this, so the next start takes it at once. */
const RELEASED = new Date(0);

/** What an import changes on the public site: posts, events, executives, materials, episodes, media. */
const IMPORTED_TAGS: readonly CacheTag[] = ['posts', 'events', 'executives', 'materials', 'podcast', 'media'];

/** A job's options as the admin screen keeps them (never a token). */
type ScreenOptions = { screen?: boolean; withToken?: boolean };

type Current = {
  id: string;
  source: string;
  run: ImportRun;
  abort: AbortController;
  finished: Promise<void>;
};

export function toJobReport(job: ImportJobRow): ImportJobReport {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    dryRun: job.dryRun,
    source: job.source,
    counts: job.counts as ImportReport['counts'],
    totals: job.totals as ImportReport['totals'],
    problems: job.problems as ImportReport['problems'],
    error: job.error,
    startedAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export function createImportJobs({
  imports,
  activity,
  clock,
  dataDir,
  storage,
  log,
}: {
  imports: ImportService;
  activity: ActivityService;
  clock: Clock;
  dataDir: string;
  storage: Storage;
  log: Logger;
}) {
  const repository = imports.repository;
  /** Where uploaded exports wait while their jobs run. */
  const folder = path.join(dataDir, 'imports');
  let current: Current | null = null;
  let invalidate: (tags: readonly CacheTag[]) => Promise<void> = async () => {};
  let sweeping: Promise<void> = Promise.resolve();
  let sweeper: NodeJS.Timeout | undefined;
  let stopped = false;

  const fileOf = (key: string) => path.join(folder, path.basename(key));
  // Instances share uploads only through a bucket (decision 014): there, another instance may take
  // the job up, so the export is also kept in the bucket's private folder, never served.
  const shared = storage.kind === 's3';
  const sharedKey = (key: string) => privateKey(`import-${path.basename(key)}`);
  /** Exports this server is receiving, or has kept for a job it has not begun yet: no job names them. */
  const receiving = new Set<string>();
  const removeFile = async (key: string | null | undefined) => {
    if (!key) return;
    receiving.delete(key);
    await rm(fileOf(key), { force: true }).catch(() => undefined);
    if (shared) await storage.delete(sharedKey(key)).catch(() => undefined);
  };
  /** The job's kept export on this server's disk: here already, or fetched from the bucket; false when neither has it. */
  async function fetchKeptFile(key: string): Promise<boolean> {
    if (existsSync(fileOf(key))) return true;
    const stored = shared ? await storage.get(sharedKey(key)).catch(() => null) : null;
    if (!stored) return false;
    await mkdir(folder, { recursive: true });
    // Under another name until whole: a download cut short never passes for the kept file.
    const partial = `${fileOf(key)}.part`;
    await pipeline(stored.body, createWriteStream(partial)).catch(async (error) => {
      await rm(partial, { force: true });
      throw error;
    });
    await rename(partial, fileOf(key));
    return true;
  }

  const outcome = (report: ImportReport) => {
    if (report.status === 'failed') return `failed: ${report.error ?? ''}`;
    const totals = { created: 0, updated: 0, skipped: 0, failed: 0 };
    for (const count of Object.values(report.counts)) {
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += count?.[key] ?? 0;
    }
    return `done (created ${totals.created}, updated ${totals.updated}, skipped ${totals.skipped}, failed ${totals.failed}; ${report.problems.length} problem lines)`;
  };

  /** Follows a run begun here: heartbeat, then, at its end, the audit entry, the caches and its file. */
  function follow(
    begun: { run: ImportRun; done: Promise<ImportReport> },
    job: { source: string; inputKey: string | null },
    abort: AbortController,
    actor: ImportActor,
  ): Current {
    const id = begun.run.jobId!;
    const heartbeat = setInterval(() => {
      repository.touchJob(id, clock.now()).catch(() => undefined);
    }, HEARTBEAT_MS).unref();
    const finished = begun.done
      .then(async (report) => {
        clearInterval(heartbeat);
        if (report.status === 'running') {
          // Stopped with the server: released for the next start to go on with.
          await repository.touchJob(id, RELEASED);
          return;
        }
        await removeFile(job.inputKey);
        if (!report.dryRun) await invalidate(IMPORTED_TAGS);
        await activity.record({
          actor,
          action: 'updated',
          entityType: 'import',
          entityId: id,
          summary: importMessages.auditEnded(job.source, report.dryRun, outcome(report)),
        });
      })
      .catch((error) => {
        clearInterval(heartbeat);
        log.warn({ err: error, importJob: id }, 'import job failed');
        return invalidate(IMPORTED_TAGS).catch(() => undefined);
      })
      .finally(() => {
        if (current?.id === id) current = null;
      });
    return { id, source: job.source, run: begun.run, abort, finished };
  }

  function refuseWhileRunning() {
    if (current) throw new ConflictError(importMessages.alreadyRunning);
  }

  /** Fails a job left running that cannot go on, with its reason, and says so in the audit log. */
  async function failLeftOver(job: ImportJobRow, reason: string) {
    await repository.updateJob(job.id, { status: 'failed', error: reason, finishedAt: new Date() });
    await removeFile(job.inputKey);
    await activity.record({
      actor: { id: job.startedBy, fullName: job.startedByName },
      action: 'updated',
      entityType: 'import',
      entityId: job.id,
      summary: importMessages.auditEnded(job.source, job.dryRun, `failed: ${reason}`),
    });
  }

  /**
   * Takes up a job the admin screen started that a stopped server left running: a WordPress one with
   * its kept file, an original-site one from its address (one that had a token fails: it is never
   * kept). The command line's own interrupted jobs are left for the command to go on with.
   */
  async function resumeLeftOver(): Promise<string | null> {
    if (current || stopped) return null;
    const job = await repository.runningJob();
    if (!job || !(job.options as ScreenOptions).screen) return null;
    const staleBefore = new Date(clock.now().getTime() - STALE_AFTER_MS);
    if (!(await repository.claimJob(job.id, staleBefore, clock.now()))) return null;
    const actor = { id: job.startedBy, fullName: job.startedByName };
    if (job.kind === 'original' && (job.options as ScreenOptions).withToken) {
      await failLeftOver(job, importMessages.tokenNotKept);
      return job.id;
    }
    if (job.kind === 'wordpress' && !(job.inputKey && (await fetchKeptFile(job.inputKey)))) {
      await failLeftOver(job, importMessages.fileNotKept);
      return job.id;
    }
    const abort = new AbortController();
    const begun =
      job.kind === 'wordpress'
        ? imports.beginResume(job, {
            open: () => createReadStream(fileOf(job.inputKey!), { highWaterMark: 64 * 1024 }),
            actor,
            signal: abort.signal,
          })
        : imports.beginResumeOriginal(job, { actor, signal: abort.signal });
    current = follow(begun, job, abort, actor);
    log.info({ importJob: job.id }, 'import: going on with a job a stopped server left running');
    return job.id;
  }

  /**
   * Removes the exports another instance's end of their jobs left on this disk: every file but the
   * running job's and those this server is receiving, once it is as old as a stale job (another
   * process on the same folder may be receiving one).
   */
  async function removeLeftFiles() {
    const names = await readdir(folder).catch(() => [] as string[]);
    if (names.length === 0) return;
    const running = (await repository.runningJob())?.inputKey;
    const oldBefore = clock.now().getTime() - STALE_AFTER_MS;
    for (const name of names.filter((candidate) => candidate !== running && !receiving.has(candidate))) {
      const info = await stat(fileOf(name)).catch(() => null);
      if (info && info.mtimeMs < oldBefore) await rm(fileOf(name), { force: true }).catch(() => undefined);
    }
  }

  return {
    /** Where the response cache is dropped at a job's end (the app's, once it has one). */
    useInvalidation(drop: (tags: readonly CacheTag[]) => Promise<void>) {
      invalidate = drop;
    },

    /** POST /api/import (JSON): the original site, in the background; answers the job's id. */
    async startOriginal(
      input: { url: string; token: string | null; dryRun: boolean },
      actor: ImportActor,
    ): Promise<string> {
      refuseWhileRunning();
      const abort = new AbortController();
      const begun = await imports.beginOriginal({
        url: input.url,
        token: input.token,
        dryRun: input.dryRun,
        actor,
        signal: abort.signal,
        jobOptions: { screen: true, withToken: input.token !== null },
      });
      const source = (await repository.findJob(begun.run.jobId!))?.source ?? input.url;
      await activity.record({
        actor,
        action: 'created',
        entityType: 'import',
        entityId: begun.run.jobId,
        summary: importMessages.auditStarted(source, input.dryRun),
      });
      current = follow(begun, { source, inputKey: null }, abort, actor);
      return current.id;
    },

    /**
     * Keeps an uploaded export on disk (streamed, never held whole; larger than IMPORT_FILE_MAX_MB:
     * 413), and in a shared bucket's private folder, for the job that will read it twice and a server
     * (this one or another instance) that takes it up after a restart.
     */
    async keepUpload(file: Readable & { truncated?: boolean }): Promise<string> {
      refuseWhileRunning();
      await mkdir(folder, { recursive: true });
      const key = `${randomUUID()}.xml`;
      receiving.add(key);
      try {
        await pipeline(file, createWriteStream(fileOf(key)));
      } catch (error) {
        await removeFile(key);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.truncated)
          throw new PayloadTooLargeError(importMessages.fileTooLarge(IMPORT_FILE_MAX_MB));
        throw error;
      }
      if (file.truncated) {
        await removeFile(key);
        throw new PayloadTooLargeError(importMessages.fileTooLarge(IMPORT_FILE_MAX_MB));
      }
      if (shared) {
        const { size } = await stat(fileOf(key));
        await storage
          .put(
            sharedKey(key),
            { stream: createReadStream(fileOf(key)), size },
            {
              contentType: 'application/xml',
              cacheControl: PRIVATE_FILE,
            },
          )
          .catch(async (error) => {
            await removeFile(key);
            throw error;
          });
      }
      return key;
    },
    /** An upload kept and then not used (a bad field, another import running). */
    discardUpload: removeFile,
    maxFileBytes: IMPORT_FILE_MAX_BYTES,

    /** POST /api/import (multipart): a WordPress export kept by `keepUpload`, in the background. */
    async startWordPress(
      input: { key: string; fileName: string; mediaFrom?: string; pages: boolean; dryRun: boolean },
      actor: ImportActor,
    ): Promise<string> {
      refuseWhileRunning();
      const abort = new AbortController();
      const begun = await imports.beginWordPress({
        open: () => createReadStream(fileOf(input.key), { highWaterMark: 64 * 1024 }),
        fileName: input.fileName,
        mediaFrom: input.mediaFrom ?? null,
        pages: input.pages,
        dryRun: input.dryRun,
        actor,
        signal: abort.signal,
        inputKey: input.key,
        jobOptions: { screen: true },
      });
      // Its job names it now.
      receiving.delete(input.key);
      await activity.record({
        actor,
        action: 'created',
        entityType: 'import',
        entityId: begun.run.jobId,
        summary: importMessages.auditStarted(input.fileName, input.dryRun),
      });
      current = follow(begun, { source: input.fileName, inputKey: input.key }, abort, actor);
      return current.id;
    },

    /** GET /api/import/{id}: this server's own run as it is now, else the job's row. */
    async report(id: string): Promise<ImportJobReport> {
      // Running until its end is wholly done (caches dropped, audit written): then another may start.
      if (current?.id === id)
        return { ...current.run.report(), id, source: current.source, status: 'running', finishedAt: null };
      const job = /^[0-9a-f-]{36}$/i.test(id) ? await repository.findJob(id) : null;
      if (!job) throw new NotFoundError(importMessages.jobNotFound);
      return toJobReport(job);
    },

    /** GET /api/import: the job running, else the latest, else null. */
    async latest(): Promise<ImportJobReport | null> {
      if (current) return this.report(current.id);
      const job = await repository.latestJob();
      return job ? toJobReport(job) : null;
    },

    resumeLeftOver,

    /** Looks for a job left running now and then (a server that died, on any instance). */
    startSweeping(): Promise<void> {
      stopped = false;
      clearInterval(sweeper);
      const sweep = () => {
        sweeping = sweeping
          .then(() => resumeLeftOver())
          .then(() => removeLeftFiles())
          .then(
            () => undefined,
            (error) => log.warn({ err: error }, 'import: could not look for a job left running'),
          );
        return sweeping;
      };
      sweeper = setInterval(sweep, SWEEP_MS).unref();
      return sweep();
    },

    /**
     * The server stopping: the running job is interrupted (its cursor written, still running) and
     * released, so that the next start goes on with it at once.
     */
    async stop() {
      stopped = true;
      clearInterval(sweeper);
      await sweeping;
      const running = current;
      if (!running) return;
      running.abort.abort(new Error(importMessages.interrupted));
      await running.finished;
    },

    /** Waits for the job running here to end (tests). */
    async settled() {
      await current?.finished;
    },
  };
}
export type ImportJobs = ReturnType<typeof createImportJobs>;
