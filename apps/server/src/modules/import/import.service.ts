import type { Readable } from 'node:stream';
import type { ImportReport } from '@lss/shared/import';
import { importMessages } from '@lss/shared/import';
import type { Database } from '../../db/client.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { createImportRepository, type ImportRepository } from './import.repository.ts';
import { createMediaImporter } from './import-media.ts';
import { createRecordWriters } from './import-records.ts';
import { type ImportActor, type ImportRun, startImportRun } from './import-run.ts';
import { createSourceTracker } from './import-sources.ts';
import type { Resolve } from './media-fetch.ts';
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
  resolve,
}: {
  db: Database;
  uploads: Pick<UploadsService, 'store'>;
  activity: ActivityService;
  timeZone: () => Promise<string>;
  uploadMaxBytes: number;
  /** The name server media host names are resolved with (tests give their own). */
  resolve?: Resolve;
}) {
  const repository: ImportRepository = createImportRepository(db);
  const writers = createRecordWriters({ db, activity });

  /** Ends a run: done, or failed with the reason a reader or the source gave (never a stack). */
  async function finishing(run: ImportRun, work: Promise<void>, signal?: AbortSignal): Promise<ImportReport> {
    try {
      await work;
    } catch (error) {
      if (signal?.aborted) return run.finish(importMessages.interrupted);
      if (error instanceof WxrFileError) return run.finish(error.message);
      await run.finish(error instanceof Error ? error.message : String(error)).catch(() => undefined);
      throw error;
    }
    return run.finish();
  }

  /** One WordPress run, new or resumed (the run's cursor says where to go on from). */
  async function runWordPress(run: ImportRun, request: Omit<WordPressImportRequest, 'actor'>) {
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

  return {
    repository,
    /** `npm run import -- wordpress FILE.xml`: the whole export, as one run. */
    async wordpress(request: WordPressImportRequest): Promise<ImportReport> {
      const dryRun = request.dryRun ?? false;
      const run = await startImportRun({
        repository,
        kind: 'wordpress',
        source: request.fileName,
        settings: { mediaFrom: request.mediaFrom ?? null, pages: request.pages ?? false },
        dryRun,
        actor: request.actor,
        recordJob: !dryRun,
        onProgress: request.onProgress,
      });
      return finishing(run, runWordPress(run, request), request.signal);
    },
  };
}
export type ImportService = ReturnType<typeof createImportService>;
