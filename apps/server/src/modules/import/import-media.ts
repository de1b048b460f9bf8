import { importMessages } from '@lss/shared/import';
import { AppError } from '../../lib/errors.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { ImportRepository } from './import.repository.ts';
import type { ImportRun } from './import-run.ts';
import { fingerprintOf, type SourceTracker } from './import-sources.ts';
import { allowedAddress, fetchMedia, MediaFetchError, type MediaFetchPolicy } from './media-fetch.ts';

/** What a dry run puts where a stored file's path would go: it passes the same checks. */
export const DRY_RUN_MEDIA_URL = '/uploads/dry-run';

/** One file a source points to. */
export type MediaSource = {
  /** `wordpress:<attachment id>`, `original:<_id>`, or `url:<address>` for a file known only by its address. */
  sourceKey: string;
  /** The address as the source names it (the report's lines say it). */
  url: string;
  /** Where it is fetched from: the same, or the same path under WordPress's `mediaFrom`. */
  fetchUrl: string;
  /** The name it is listed under in the media library. */
  name: string;
  alt?: string;
};

/**
 * The files of an import (issue 29): each fetched under the address policy (media-fetch.ts), then
 * checked, re-encoded and stored exactly as an upload is (the uploads service, which lists it in
 * the media library), once per run and once across runs (source tracking: a second run finds it).
 * Answers the stored path (`/uploads/<key>`) to write into records, or null when the file could not
 * be had (a line of the report says why; the record goes on without it).
 */
export function createMediaImporter({
  run,
  tracker,
  repository,
  uploads,
  policy,
  fetch = fetchMedia,
}: {
  run: ImportRun;
  tracker: SourceTracker;
  repository: ImportRepository;
  uploads: Pick<UploadsService, 'store'>;
  policy: MediaFetchPolicy;
  fetch?: typeof fetchMedia;
}) {
  const done = new Map<string, Promise<string | null>>();
  const label = (source: MediaSource) => importMessages.record('media', source.name, source.sourceKey);
  const createdAtOf = async (id: string) => (await repository.findMedia(id))?.createdAt ?? null;

  async function importOne(source: MediaSource, quiet: boolean): Promise<string | null> {
    // A file counted before (a resumed run's attachments, counted by the run that began it) is not again.
    const tally = (outcome: 'created' | 'updated' | 'skipped' | 'failed') => {
      if (!quiet) run.tally('media', outcome);
    };
    const problem = (message: string) => {
      if (!quiet) run.problem(label(source), message);
    };
    const fingerprint = fingerprintOf({ url: source.url });
    const decision = await tracker.decide('media', source.sourceKey, fingerprint, createdAtOf);
    if (decision.action === 'unchanged' || decision.action === 'editedHere') {
      tally('skipped');
      return (await repository.findMedia(decision.recordId))?.url ?? null;
    }
    if (decision.action === 'deletedHere') {
      problem(importMessages.deletedHere);
      tally('skipped');
      return null;
    }
    const outcome = decision.action === 'update' ? 'updated' : 'created';
    try {
      if (run.dryRun) {
        // A dry run fetches nothing: it tells which addresses would be refused.
        await allowedAddress(new URL(source.fetchUrl), policy);
        tally(outcome);
        return DRY_RUN_MEDIA_URL;
      }
      const bytes = await fetch(source.fetchUrl, policy);
      const stored = await uploads.store(bytes, { originalName: source.name, uploadedBy: run.actor.id });
      if (source.alt) await repository.setMediaAlt(stored.mediaId, source.alt.slice(0, 500));
      const row = await repository.findMedia(stored.mediaId);
      await tracker.remember(
        'media',
        source.sourceKey,
        { id: stored.mediaId, updatedAt: row?.createdAt ?? new Date() },
        fingerprint,
      );
      tally(outcome);
      return stored.imageUrl;
    } catch (error) {
      let message: string;
      if (error instanceof MediaFetchError) message = error.message;
      else if (error instanceof TypeError) message = importMessages.mediaBadScheme(source.fetchUrl);
      else if (error instanceof AppError) message = importMessages.mediaRefused(source.url, error.message);
      else throw error;
      problem(message);
      tally('failed');
      return null;
    }
  }

  return {
    /**
     * The stored path of a source's file: fetched and stored the first time, remembered after.
     * `quiet`: neither counted nor reported (a file a resumed run's first part already counted).
     */
    import(source: MediaSource, { quiet = false } = {}): Promise<string | null> {
      let result = done.get(source.sourceKey);
      if (!result) {
        result = importOne(source, quiet);
        done.set(source.sourceKey, result);
      }
      return result;
    },
    /** Whether this run has met the file already (it counts once). */
    has: (sourceKey: string) => done.has(sourceKey),
  };
}
export type MediaImporter = ReturnType<typeof createMediaImporter>;
