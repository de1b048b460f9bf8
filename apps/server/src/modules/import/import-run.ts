import {
  IMPORT_PROBLEMS_KEPT,
  type ImportCount,
  type ImportKind,
  type ImportOutcome,
  type ImportProblem,
  type ImportRecordType,
  type ImportReport,
  importMessages,
} from '@lss/shared/import';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { ImportJobRow, ImportRepository } from './import.repository.ts';

/**
 * One run of an import, whatever its source (the original site, a WordPress export) and whoever
 * started it (the command line, the admin screen): its counts per type, problem lines, progress
 * and job row (import_jobs). The report is GET /api/import/{id}'s shape; `npm run import` prints it.
 */

/** Who imports: an administrator from the admin screen, or the command line (no account). */
export type ImportActor = { id: string | null; fullName: string };

/** Where a run stopped: the phase and how many of its records were done (a resumed run skips them). */
export type ImportCursor = { phase: string; done: number };

/** How often at most the job row is written while a run goes on. */
const CHECKPOINT_EVERY_MS = 1000;

const zero = (): ImportCount => ({ created: 0, updated: 0, skipped: 0, failed: 0 });

export type ImportRun = ReturnType<typeof createRun>;

function createRun(options: {
  repository: ImportRepository;
  job: ImportJobRow | null;
  kind: ImportKind;
  dryRun: boolean;
  actor: ImportActor;
  onProgress?: (report: ImportReport) => void;
  now: () => Date;
}) {
  const { repository, job, kind, dryRun, actor, onProgress, now } = options;
  const counts = { ...((job?.counts ?? {}) as Partial<Record<ImportRecordType, ImportCount>>) };
  const totals = { ...((job?.totals ?? {}) as Partial<Record<ImportRecordType, number>>) };
  const problems = [...((job?.problems ?? []) as ImportProblem[])];
  let problemsLeftOut = 0;
  let cursor = (job?.cursor ?? null) as ImportCursor | null;
  const startedAt = job?.createdAt ?? now();
  let lastCheckpoint = 0;
  let status: ImportReport['status'] = 'running';
  let error: string | null = null;
  let finishedAt: Date | null = null;

  const report = (): ImportReport => ({
    id: job?.id ?? null,
    kind,
    status,
    dryRun,
    counts: structuredClone(counts),
    totals: { ...totals },
    problems: problemsLeftOut
      ? [...problems, { record: '', message: importMessages.moreProblems(problemsLeftOut) }]
      : [...problems],
    error,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
  });

  const persist = async () => {
    if (!job) return;
    lastCheckpoint = Date.now();
    const { counts: c, totals: t, problems: p } = report();
    await repository.updateJob(job.id, { counts: c, totals: t, problems: p, cursor });
  };

  return {
    jobId: job?.id ?? null,
    dryRun,
    actor,
    /** Where the job said to go on from (a resumed run); null for a new one. */
    resumeFrom: cursor,
    setTotal(type: ImportRecordType, total: number) {
      totals[type] = total;
      onProgress?.(report());
    },
    addTotal(type: ImportRecordType, more = 1) {
      totals[type] = (totals[type] ?? 0) + more;
    },
    tally(type: ImportRecordType, outcome: ImportOutcome) {
      const count = counts[type] ?? zero();
      count[outcome] += 1;
      counts[type] = count;
      onProgress?.(report());
    },
    /** A line of the report: the record (`post "Title" (wordpress:12)`) and what happened. */
    problem(record: string, message: string) {
      if (problems.length < IMPORT_PROBLEMS_KEPT) problems.push({ record, message });
      else problemsLeftOut += 1;
    },
    report,
    /** Where the run is now. */
    cursor: (): ImportCursor => cursor ?? { phase: 'start', done: 0 },
    /** Where a resumed run would go on from; written with the counts at most once a second. */
    async checkpoint(next: ImportCursor, force = false) {
      cursor = next;
      if (force || Date.now() - lastCheckpoint >= CHECKPOINT_EVERY_MS) await persist();
    },
    /** Done, or failed with its reason; the job row says so. */
    async finish(failure?: string): Promise<ImportReport> {
      status = failure ? 'failed' : 'done';
      error = failure ?? null;
      finishedAt = now();
      if (job) {
        await persist();
        await repository.updateJob(job.id, { status, error, finishedAt });
      }
      const final = report();
      onProgress?.(final);
      return final;
    },
  };
}

/**
 * Starts a run: with its job row (one running at a time: a second is refused with 409), or without
 * one for a dry run of the command line, which writes nothing at all.
 */
export async function startImportRun(options: {
  repository: ImportRepository;
  kind: ImportKind;
  source: string;
  /** What it runs with, shown and kept for a resume (never a token). */
  settings?: Record<string, unknown>;
  dryRun: boolean;
  actor: ImportActor;
  /** Keep a job row (the admin screen's, and every real run's); false only for a dry run. */
  recordJob: boolean;
  /** Where an uploaded export waits while its job runs. */
  inputKey?: string | null;
  onProgress?: (report: ImportReport) => void;
  now?: () => Date;
}): Promise<ImportRun> {
  const now = options.now ?? (() => new Date());
  let job: ImportJobRow | null = null;
  if (options.recordJob) {
    try {
      job = await options.repository.insertJob({
        kind: options.kind,
        dryRun: options.dryRun,
        source: options.source,
        options: options.settings ?? {},
        startedBy: options.actor.id,
        startedByName: options.actor.fullName,
        inputKey: options.inputKey ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(importMessages.alreadyRunning);
      throw error;
    }
  }
  return createRun({ ...options, job, now });
}

/** Goes on with a job that was running when the server stopped: its counts so far and its cursor. */
export function resumeImportRun(options: {
  repository: ImportRepository;
  job: ImportJobRow;
  actor: ImportActor;
  onProgress?: (report: ImportReport) => void;
  now?: () => Date;
}): ImportRun {
  return createRun({
    ...options,
    kind: options.job.kind,
    dryRun: options.job.dryRun,
    now: options.now ?? (() => new Date()),
  });
}
