import { createHash } from 'node:crypto';
import type { ImportedRecordKind } from '../../db/schema/imports.ts';
import type { ImportRepository } from './import.repository.ts';

/**
 * Source tracking (issue 29): what a second run does with each record. A record imported before is
 * left alone and reported when it was changed here since (its updatedAt moved) or deleted here;
 * otherwise it is skipped when its fingerprint (a hash of what the source said) is the same, and
 * updated when it changed. A record never imported is created.
 */
export type SourceDecision =
  | { action: 'create' }
  | { action: 'update'; recordId: string }
  | { action: 'unchanged'; recordId: string }
  | { action: 'editedHere'; recordId: string }
  | { action: 'deletedHere'; recordId: string };

/** A stable hash of what the source said of a record (keys in the order written). */
export const fingerprintOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function createSourceTracker({
  repository,
  origin,
  jobId,
  dryRun,
}: {
  repository: ImportRepository;
  /** The source site (the export's site address, the original site's address). */
  origin: string;
  jobId: string | null;
  dryRun: boolean;
}) {
  return {
    origin,
    async decide(
      recordType: ImportedRecordKind,
      sourceKey: string,
      fingerprint: string,
      /** The record's updatedAt here now; null when it is gone. */
      currentUpdatedAt: (recordId: string) => Promise<Date | null>,
    ): Promise<SourceDecision> {
      const source = await repository.findSource(origin, recordType, sourceKey);
      if (!source) return { action: 'create' };
      const { recordId } = source;
      const current = await currentUpdatedAt(recordId);
      if (!current) return { action: 'deletedHere', recordId };
      if (current.getTime() !== source.importedUpdatedAt.getTime()) return { action: 'editedHere', recordId };
      if (source.fingerprint === fingerprint) return { action: 'unchanged', recordId };
      return { action: 'update', recordId };
    },
    /** After a write: where the record came from, what was imported, its updatedAt now. Never in a dry run. */
    async remember(
      recordType: ImportedRecordKind,
      sourceKey: string,
      record: { id: string; updatedAt: Date },
      fingerprint: string,
    ) {
      if (dryRun) return;
      await repository.rememberSource({
        origin,
        recordType,
        sourceKey,
        recordId: record.id,
        fingerprint,
        importedUpdatedAt: record.updatedAt,
        jobId,
      });
    },
  };
}
export type SourceTracker = ReturnType<typeof createSourceTracker>;
