import { IMPORT_KINDS, IMPORT_STATUSES } from '@lss/shared/import';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from './columns.ts';
import { users } from './users.ts';

/** The kinds of records an import writes (a WordPress page becomes a post). */
export const IMPORTED_RECORD_KINDS = [
  'post',
  'event',
  'media',
  'executive',
  'material',
  'episode',
  'message',
  'submission',
] as const;
export type ImportedRecordKind = (typeof IMPORTED_RECORD_KINDS)[number];

/**
 * One import, from the command line or the admin screen (issue 29; docs/decisions, import): its progress and
 * report (the shape of GET /api/import/{id}), and where to go on from after a restart. A dry run from
 * the command line writes no row.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    ...recordColumns,
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('running'),
    dryRun: boolean('dry_run').notNull().default(false),
    /** What was imported, as shown: the original site's address, or the export's file name. */
    source: text('source').notNull(),
    /** The options it ran with, never a token (mediaFrom, pages). */
    options: jsonb('options').notNull().default({}),
    /** The report so far: counts per type, totals per type, problem lines. */
    counts: jsonb('counts').notNull().default({}),
    totals: jsonb('totals').notNull().default({}),
    problems: jsonb('problems').notNull().default([]),
    /** Where a resumed run goes on from (the phase and how many of its records were done). */
    cursor: jsonb('cursor'),
    /** Why a failed import stopped. */
    error: text('error'),
    /** Where an uploaded export waits while its job runs (a storage key), for a resumed run. */
    inputKey: text('input_key'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who started it, kept when the account goes; the command line's runs name the command. */
    startedByName: text('started_by_name').notNull(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    // One at a time (issue 29): at most one job is running.
    uniqueIndex('import_jobs_one_running').on(table.status).where(sql`${table.status} = 'running'`),
    index('import_jobs_created_idx').on(table.createdAt, table.id),
  ],
);

/**
 * Where each imported record came from: its source (`wordpress:<post id>`, `original:<_id>`, or
 * `url:<address>` for an image met only in a post's HTML) on one site (`origin`: the export's site
 * address, or the original site's), a fingerprint of what was imported, and the record's updatedAt
 * as the import left it. A second run updates a record whose fingerprint changed, skips one that
 * did not, and leaves alone (reporting it) one whose updatedAt moved since: edited here.
 */
export const importSources = pgTable(
  'import_sources',
  {
    ...recordColumns,
    origin: text('origin').notNull(),
    sourceKey: text('source_key').notNull(),
    recordType: text('record_type', { enum: IMPORTED_RECORD_KINDS }).notNull(),
    /** The record here (posts.id, events.id, media.id, …); no foreign key: it may be deleted here. */
    recordId: uuid('record_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The record's updatedAt (media: createdAt) right after the import wrote it. */
    importedUpdatedAt: instant('imported_updated_at').notNull(),
    /** The job that last wrote it. */
    jobId: uuid('job_id').references(() => importJobs.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('import_sources_source_unique').on(table.origin, table.recordType, table.sourceKey),
    index('import_sources_record_idx').on(table.recordType, table.recordId),
  ],
);
