import type { Readable } from 'node:stream';
import type { ImportReport } from '@lss/shared/import';
import { importMessages } from '@lss/shared/import';
import type { Database } from '../../db/client.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { createImportRepository, type ImportJobRow, type ImportRepository } from './import.repository.ts';
import { createMediaImporter } from './import-media.ts';
import { createRecordWriters } from './import-records.ts';
import { type ImportActor, type ImportRun, resumeImportRun, startImportRun } from './import-run.ts';
import { createSourceTracker } from './import-sources.ts';
import type { Resolve } from './media-fetch.ts';
import { importOriginal, OriginalSiteError, originalBase } from './original-import.ts';
import { importWordPress } from './wordpress-import.ts';
import { WxrFileError } from './wxr-reader.ts';

export type WordPressImportRequest = {
  /** A new stream of the export each time (it is read twice): a file, or an upload kept while it runs. */
  open: () => Readable;
  /** The export's name as shown (the job's source). */
  fileName: string;
  mediaFrom?: string | null;
  pages?: boolean;
  dryRun?: boolean;
  actor: ImportActor;
  onProgress?: (report: ImportReport) => void;
  signal?: AbortSignal;
  /** Where the uploaded export waits while its job runs (the admin screen's), kept on the job. */
  inputKey?: string | null;
  /**
   * The admin screen's: kept on the job with its options (never a token). A run given them always
   * has a job row, a dry run's too (the screen polls it), and never takes over one left running.
   */
  jobOptions?: Record<string, unknown>;
};

export type OriginalImportRequest = {
  /** The old site's address (its API answers under /api). */
  url: string;
  /** An administrator's token of the old site: drafts too. Used for this run only, never kept. */
  token?: string | null;
  dryRun?: boolean;
  actor: ImportActor;
  onProgress?: (report: ImportReport) => void;
  signal?: AbortSignal;
  /** As for WordPress: the admin screen's, kept on the job (never the token). */
  jobOptions?: Record<string, unknown>;
};

/**
 * Imports (issue 29): a run's job, its source tracking, record writers and media, put together for
 * one source. The command line and (later) the admin screen's background job call the same.
 */
export function createImportService({
  db,
  uploads,
  activity,
  timeZone,
  uploadMaxBytes,
  currentSession,
  resolve,
}: {
  db: Database;
  uploads: Pick<UploadsService, 'store'>;
  activity: ActivityService;
  timeZone: () => Promise<string>;
  uploadMaxBytes: number;
  /** The site's current session: the council imported executives join. */
  currentSession: () => Promise<string>;
  /** The name server media host names are resolved with (tests give their own). */
  resolve?: Resolve;
}) {
  const repository: ImportRepository = createImportRepository(db);
  const writers = createRecordWriters({ db, activity });

  /**
   * Ends a run: done, or failed with the reason a reader or the source gave (never a stack). An
   * interrupted one (Ctrl+C, the server stopping) keeps its job running, its cursor written: the
   * same import started again (or the server, after a restart) goes on from there.
   */
  async function finishing(run: ImportRun, work: Promise<void>, signal?: AbortSignal): Promise<ImportReport> {
    try {
      await work;
    } catch (error) {
      if (signal?.aborted) {
        await run.checkpoint(run.cursor(), true);
        return { ...run.report(), error: importMessages.interrupted };
      }
      if (error instanceof WxrFileError || error instanceof OriginalSiteError)
        return run.finish(error.message);
      await run.finish(error instanceof Error ? error.message : String(error)).catch(() => undefined);
      throw error;
    }
    return run.finish();
  }

  /** One WordPress run, new or resumed (the run's cursor says where to go on from). */
  async function runWordPress(
    run: ImportRun,
    request: Pick<WordPressImportRequest, 'open' | 'mediaFrom' | 'pages' | 'signal'>,
  ) {
    await importWordPress(
      {
        run,
        writers,
        tracker: (origin) =>
          createSourceTracker({ repository, origin, jobId: run.jobId, dryRun: run.dryRun }),
      },
      (origin, sourceHost) =>
        createMediaImporter({
          run,
          tracker: createSourceTracker({ repository, origin, jobId: run.jobId, dryRun: run.dryRun }),
          repository,
          uploads,
          policy: { sourceHost, maxBytes: uploadMaxBytes, resolve },
        }),
      {
        open: request.open,
        mediaFrom: request.mediaFrom,
        pages: request.pages,
        signal: request.signal,
        timeZone: await timeZone(),
      },
    );
  }

  /** One run of the original site, new or resumed (the run's cursor says where to go on from). */
  async function runOriginal(
    run: ImportRun,
    request: Pick<OriginalImportRequest, 'url' | 'token' | 'signal'>,
  ) {
    const base = originalBase(request.url);
    const origin = base.origin;
    const tracker = () => createSourceTracker({ repository, origin, jobId: run.jobId, dryRun: run.dryRun });
    await importOriginal(
      {
        run,
        writers,
        tracker: tracker(),
        media: createMediaImporter({
          run,
          tracker: tracker(),
          repository,
          uploads,
          // The old site's own host name is the source; Cloudinary and the rest must be public.
          policy: {
            sourceHost: base.hostname.replace(/^\[(.*)\]$/, '$1'),
            maxBytes: uploadMaxBytes,
            resolve,
          },
        }),
        currentSession,
      },
      { url: base.href, token: request.token, signal: request.signal },
    );
  }

  /** A run begun: its job (its id is the report's) and the work, which ends with the report. */
  type Begun = { run: ImportRun; done: Promise<ImportReport> };

  /**
   * Starts (or, when the job running is this same site's, goes on with) an import of the original
   * site; the job row is written before this answers (409 while another runs).
   */
  async function beginOriginal(request: OriginalImportRequest): Promise<Begun> {
    const dryRun = request.dryRun ?? false;
    const source = originalBase(request.url).href;
    const running = dryRun || request.jobOptions ? null : await repository.runningJob();
    if (running?.kind === 'original' && running.source === source) {
      const run = resumeImportRun({
        repository,
        job: running,
        actor: request.actor,
        onProgress: request.onProgress,
      });
      return { run, done: finishing(run, runOriginal(run, request), request.signal) };
    }
    const run = await startImportRun({
      repository,
      kind: 'original',
      source,
      settings: { url: source, ...request.jobOptions },
      dryRun,
      actor: request.actor,
      recordJob: !dryRun || request.jobOptions !== undefined,
      onProgress: request.onProgress,
    });
    return { run, done: finishing(run, runOriginal(run, request), request.signal) };
  }

  /** Starts (or goes on with this same export's job) a WordPress import, as beginOriginal. */
  async function beginWordPress(request: WordPressImportRequest): Promise<Begun> {
    const dryRun = request.dryRun ?? false;
    const running = dryRun || request.jobOptions ? null : await repository.runningJob();
    if (running?.kind === 'wordpress' && running.source === request.fileName) {
      return beginResume(running, request);
    }
    const run = await startImportRun({
      repository,
      kind: 'wordpress',
      source: request.fileName,
      settings: {
        mediaFrom: request.mediaFrom ?? null,
        pages: request.pages ?? false,
        ...request.jobOptions,
      },
      dryRun,
      actor: request.actor,
      recordJob: !dryRun || request.jobOptions !== undefined,
      inputKey: request.inputKey,
      onProgress: request.onProgress,
    });
    return { run, done: finishing(run, runWordPress(run, request), request.signal) };
  }

  /** Goes on with a WordPress job left running, as `resume` does, without waiting for its end. */
  function beginResume(
    job: ImportJobRow,
    request: Omit<WordPressImportRequest, 'fileName' | 'dryRun'>,
  ): Begun {
    const settings = job.options as { mediaFrom?: string | null; pages?: boolean };
    const run = resumeImportRun({ repository, job, actor: request.actor, onProgress: request.onProgress });
    const options = {
      ...request,
      mediaFrom: request.mediaFrom === undefined ? (settings.mediaFrom ?? null) : request.mediaFrom,
      pages: request.pages ?? settings.pages ?? false,
    };
    return { run, done: finishing(run, runWordPress(run, options), request.signal) };
  }

  /** Goes on with an original-site job left running, from its cursor, with the token given (if any). */
  function beginResumeOriginal(
    job: ImportJobRow,
    request: Omit<OriginalImportRequest, 'url' | 'dryRun'>,
  ): Begun {
    const run = resumeImportRun({ repository, job, actor: request.actor, onProgress: request.onProgress });
    return { run, done: finishing(run, runOriginal(run, { ...request, url: job.source }), request.signal) };
  }

  return {
    repository,
    beginOriginal,
    beginWordPress,
    beginResume,
    beginResumeOriginal,
    /**
     * Goes on with a job left running (interrupted, or the server stopped), from its cursor, with the
     * options it was started with unless new ones are given (the same command typed again).
     */
    resume: (job: ImportJobRow, request: Omit<WordPressImportRequest, 'fileName' | 'dryRun'>) =>
      beginResume(job, request).done,
    /**
     * `npm run import -- original URL [--token T]`: the old site's API, as one run. When the job
     * running is this same site's (it was interrupted), it goes on from where it stopped.
     */
    original: async (request: OriginalImportRequest): Promise<ImportReport> =>
      (await beginOriginal(request)).done,
    /**
     * `npm run import -- wordpress FILE.xml`: the whole export, as one run. When the job running is
     * this same export's (it was interrupted), it goes on from where it stopped.
     */
    wordpress: async (request: WordPressImportRequest): Promise<ImportReport> =>
      (await beginWordPress(request)).done,
  };
}
export type ImportService = ReturnType<typeof createImportService>;
