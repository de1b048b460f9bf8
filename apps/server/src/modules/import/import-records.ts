import { fileTypeFromName } from '@lss/shared/constants';
import { eventInput } from '@lss/shared/events';
import { executiveInput } from '@lss/shared/executives';
import { type ImportRecordType, importMessages } from '@lss/shared/import';
import { materialInput } from '@lss/shared/materials';
import { plainText } from '@lss/shared/plain-text';
import { episodeInput } from '@lss/shared/podcast';
import { postInput } from '@lss/shared/posts';
import { originalSubmissionInput } from '@lss/shared/submissions';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ImportedRecordKind } from '../../db/schema/imports.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { createEventsRepository } from '../events/events.repository.ts';
import { createExecutivesRepository } from '../executives/executives.repository.ts';
import { createMaterialsRepository } from '../materials/materials.repository.ts';
import { createPodcastRepository } from '../podcast/podcast.repository.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { createSubmissionsRepository } from '../submissions/submissions.repository.ts';
import type { ImportRun } from './import-run.ts';
import type { SourceTracker } from './import-sources.ts';

/**
 * Writing imported records, the same for every source: each checked by the schema an editor's save
 * is checked by, written through its module's repository (a post's save records a revision), with
 * one audit entry naming who imported it, and its source remembered.
 */

/** A record that cannot be imported; the message is its report line. */
export class ImportRecordError extends Error {}

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'invalid';

/** A post as an import brings it, its HTML already cleaned and its images already ours. */
export type ImportedPost = {
  title: string;
  slug: string;
  contentBody: string;
  excerpt: string | null;
  byline: string | null;
  authorName: string;
  coverImageUrl: string | null;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  /** When it was written at the source (the admin list's order); now when unknown. */
  createdAt: Date | null;
};

export type ImportedEvent = {
  title: string;
  description: string;
  eventDate: Date;
  venue: string;
  organiser: string | null;
  isFeatured: boolean;
  imageUrl: string | null;
  createdAt: Date | null;
};

/** A member of the council as an import brings them: the council of the session given (the current one). */
export type ImportedExecutive = {
  name: string;
  position: string;
  imageUrl: string | null;
  displayOrder: number;
  isFeatured: boolean;
  session: string;
  createdAt: Date | null;
};

function checkExecutive(person: ImportedExecutive) {
  const parsed = executiveInput.safeParse({
    name: person.name,
    position: person.position,
    imageUrl: person.imageUrl,
    displayOrder: person.displayOrder,
    isFeatured: person.isFeatured,
    session: person.session,
  });
  if (!parsed.success) throw new ImportRecordError(importMessages.invalid(firstIssue(parsed.error)));
  const { name, position, displayOrder, isFeatured } = parsed.data;
  return { ...person, name, position, displayOrder, isFeatured };
}

/** A study material as an import brings it, its file already ours (its type follows from the file). */
export type ImportedMaterial = {
  title: string;
  description: string | null;
  level: string;
  materialType: string;
  fileUrl: string;
  createdAt: Date | null;
};

function checkMaterial(material: ImportedMaterial) {
  const parsed = materialInput.safeParse({
    title: material.title,
    description: material.description,
    level: material.level,
    materialType: material.materialType,
    fileUrl: material.fileUrl,
  });
  if (!parsed.success) throw new ImportRecordError(importMessages.invalid(firstIssue(parsed.error)));
  return { ...parsed.data, fileType: fileTypeFromName(parsed.data.fileUrl), createdAt: material.createdAt };
}

export type ImportedEpisode = {
  title: string;
  description: string;
  guestName: string | null;
  episodeDate: Date;
  xSpaceUrl: string;
  createdAt: Date | null;
};

function checkEpisode(episode: ImportedEpisode) {
  const parsed = episodeInput.safeParse({
    title: episode.title,
    description: episode.description,
    guestName: episode.guestName,
    episodeDate: episode.episodeDate.toISOString(),
    xSpaceUrl: episode.xSpaceUrl,
  });
  if (!parsed.success) throw new ImportRecordError(importMessages.invalid(firstIssue(parsed.error)));
  const { title, description, guestName, xSpaceUrl } = parsed.data;
  return {
    title,
    description,
    guestName,
    xSpaceUrl,
    episodeDate: episode.episodeDate,
    createdAt: episode.createdAt,
  };
}

/** An article sent in to the society, its HTML already cleaned and its picture already ours. */
export type ImportedSubmission = {
  name: string;
  email: string;
  title: string;
  contentBody: string;
  imageUrl: string | null;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: Date | null;
};

function checkSubmission(submission: ImportedSubmission) {
  const parsed = originalSubmissionInput.safeParse({
    authorName: submission.name,
    authorEmail: submission.email,
    title: submission.title,
    contentBody: submission.contentBody,
  });
  if (!parsed.success) throw new ImportRecordError(importMessages.invalid(firstIssue(parsed.error)));
  const { authorName, authorEmail, title, contentBody } = parsed.data;
  return {
    name: authorName,
    email: authorEmail,
    title,
    contentBody,
    // Its plain text, as a submission sent in the original's shape keeps it.
    article: plainText(contentBody),
    imageUrl: submission.imageUrl,
    status: submission.status,
    createdAt: submission.createdAt,
  };
}

/** Checked as an editor's save is: the first refusal is the report's line. */
function checkPost(post: ImportedPost) {
  const parsed = postInput.safeParse({
    title: post.title,
    slug: post.slug,
    contentBody: post.contentBody,
    coverImageUrl: post.coverImageUrl,
    excerpt: post.excerpt,
    byline: post.byline,
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  });
  if (!parsed.success) throw new ImportRecordError(importMessages.invalid(firstIssue(parsed.error)));
  return { ...post, slug: parsed.data.slug, title: parsed.data.title };
}

function checkEvent(event: ImportedEvent) {
  const parsed = eventInput.safeParse({
    title: event.title,
    description: event.description,
    eventDate: event.eventDate.toISOString(),
    venue: event.venue,
    organiser: event.organiser,
    isFeatured: event.isFeatured,
    imageUrl: event.imageUrl,
  });
  if (!parsed.success) throw new ImportRecordError(importMessages.invalid(firstIssue(parsed.error)));
  return {
    ...event,
    title: parsed.data.title,
    description: parsed.data.description,
    venue: parsed.data.venue,
  };
}

export function createRecordWriters({ db, activity }: { db: Database; activity: ActivityService }) {
  const posts = createPostsRepository(db);
  const events = createEventsRepository(db);
  const executives = createExecutivesRepository(db);
  const materials = createMaterialsRepository(db);
  const episodes = createPodcastRepository(db);
  const submissions = createSubmissionsRepository(db);
  /** Checks a post (schema, a slug free or its own); in a dry run that is all. */
  const checkPostHere = async (post: ImportedPost, ownId: string | null) => {
    const checked = checkPost(post);
    const holder = await posts.findBySlug(checked.slug);
    if (holder && holder.id !== ownId) throw new ImportRecordError(importMessages.slugTaken(checked.slug));
    return checked;
  };
  const updatedAtOf = async (find: (id: string) => Promise<{ updatedAt: Date } | null>, id: string) =>
    (await find(id))?.updatedAt ?? null;

  return {
    posts: {
      currentUpdatedAt: (id: string) => updatedAtOf(posts.findById, id),
      check: checkPostHere,
      async save(post: ImportedPost, ownId: string | null, run: ImportRun) {
        const origin = { kind: 'save' as const, byId: run.actor.id, byName: run.actor.fullName };
        const { createdAt, ...values } = await checkPostHere(post, ownId);
        try {
          const row = ownId
            ? await posts.updatePost(ownId, { ...values, authorId: null }, origin)
            : await posts.insertPost(
                { ...values, authorId: null, ...(createdAt ? { createdAt } : {}) },
                origin,
              );
          if (!row) throw new ImportRecordError(importMessages.deletedHere);
          await activity.record({
            actor: run.actor,
            action: ownId ? 'updated' : 'created',
            entityType: 'post',
            entityId: row.id,
            summary: row.title,
          });
          return row;
        } catch (error) {
          if (isUniqueViolation(error)) throw new ImportRecordError(importMessages.slugTaken(values.slug));
          throw error;
        }
      },
    },
    events: {
      currentUpdatedAt: (id: string) => updatedAtOf(events.findById, id),
      check: async (event: ImportedEvent) => checkEvent(event),
      async save(event: ImportedEvent, ownId: string | null, run: ImportRun) {
        const { createdAt, ...values } = checkEvent(event);
        const row = ownId
          ? await events.update(ownId, values)
          : await events.insert({ ...values, ...(createdAt ? { createdAt } : {}) });
        if (!row) throw new ImportRecordError(importMessages.deletedHere);
        await activity.record({
          actor: run.actor,
          action: ownId ? 'updated' : 'created',
          entityType: 'event',
          entityId: row.id,
          summary: row.title,
        });
        return row;
      },
    },
    executives: {
      currentUpdatedAt: (id: string) => updatedAtOf(executives.findById, id),
      check: async (person: ImportedExecutive) => checkExecutive(person),
      async save(person: ImportedExecutive, ownId: string | null, run: ImportRun) {
        const { createdAt, ...values } = checkExecutive(person);
        const row = ownId
          ? await executives.update(ownId, values)
          : await executives.insert({ ...values, ...(createdAt ? { createdAt } : {}) });
        if (!row) throw new ImportRecordError(importMessages.deletedHere);
        await activity.record({
          actor: run.actor,
          action: ownId ? 'updated' : 'created',
          entityType: 'executive',
          entityId: row.id,
          summary: `${row.name} (${row.position})`,
        });
        return row;
      },
    },
    materials: {
      currentUpdatedAt: (id: string) => updatedAtOf(materials.findById, id),
      check: async (material: ImportedMaterial) => checkMaterial(material),
      async save(material: ImportedMaterial, ownId: string | null, run: ImportRun) {
        const { createdAt, ...values } = checkMaterial(material);
        const row = ownId
          ? await materials.update(ownId, values)
          : await materials.insert({ ...values, ...(createdAt ? { createdAt } : {}) });
        if (!row) throw new ImportRecordError(importMessages.deletedHere);
        await activity.record({
          actor: run.actor,
          action: ownId ? 'updated' : 'created',
          entityType: 'material',
          entityId: row.id,
          summary: row.title,
        });
        return row;
      },
    },
    episodes: {
      currentUpdatedAt: (id: string) => updatedAtOf(episodes.findById, id),
      check: async (episode: ImportedEpisode) => checkEpisode(episode),
      async save(episode: ImportedEpisode, ownId: string | null, run: ImportRun) {
        const { createdAt, ...values } = checkEpisode(episode);
        const row = ownId
          ? await episodes.update(ownId, values)
          : await episodes.insert({ ...values, ...(createdAt ? { createdAt } : {}) });
        if (!row) throw new ImportRecordError(importMessages.deletedHere);
        await activity.record({
          actor: run.actor,
          action: ownId ? 'updated' : 'created',
          entityType: 'episode',
          entityId: row.id,
          summary: row.title,
        });
        return row;
      },
    },
    // The audit log has no entity for submissions (they are sent, not written here): none is recorded.
    submissions: {
      currentUpdatedAt: (id: string) => updatedAtOf(submissions.findById, id),
      check: async (submission: ImportedSubmission) => checkSubmission(submission),
      async save(submission: ImportedSubmission, ownId: string | null) {
        const { createdAt, ...values } = checkSubmission(submission);
        const row = ownId
          ? await submissions.update(ownId, values)
          : await submissions.insert({ ...values, ...(createdAt ? { createdAt } : {}) });
        if (!row) throw new ImportRecordError(importMessages.deletedHere);
        return row;
      },
    },
  };
}
export type RecordWriters = ReturnType<typeof createRecordWriters>;

/**
 * One record of a source through the whole way: decided by its source (create, update, skip as
 * unchanged, or leave alone as edited or deleted here, with a line), prepared (its media fetched,
 * its HTML cleaned, its values checked), written unless the run is a dry one, remembered, counted.
 * A refusal is a line of the report and the import goes on.
 */
export async function importRecord<T>(
  run: ImportRun,
  tracker: SourceTracker,
  options: {
    type: ImportRecordType;
    kind: ImportedRecordKind;
    sourceKey: string;
    label: string;
    fingerprint: string;
    currentUpdatedAt: (id: string) => Promise<Date | null>;
    /** The record's values (media fetched, unless a dry run); throws ImportRecordError to refuse. */
    prepare: (ownId: string | null) => Promise<{ values: T; notes: string[] }>;
    /** Checks only (a dry run): what `write` would refuse. */
    check: (values: T, ownId: string | null) => Promise<unknown>;
    write: (values: T, ownId: string | null) => Promise<{ id: string; updatedAt: Date }>;
  },
): Promise<void> {
  const { type, label } = options;
  let decision: Awaited<ReturnType<SourceTracker['decide']>>;
  try {
    decision = await tracker.decide(
      options.kind,
      options.sourceKey,
      options.fingerprint,
      options.currentUpdatedAt,
    );
  } catch (error) {
    run.problem(label, importMessages.invalid((error as Error).message));
    run.tally(type, 'failed');
    return;
  }
  if (decision.action === 'unchanged') return run.tally(type, 'skipped');
  if (decision.action === 'editedHere' || decision.action === 'deletedHere') {
    run.problem(
      label,
      decision.action === 'editedHere' ? importMessages.editedHere : importMessages.deletedHere,
    );
    return run.tally(type, 'skipped');
  }
  const ownId = decision.action === 'update' ? decision.recordId : null;
  try {
    const { values, notes } = await options.prepare(ownId);
    if (run.dryRun) await options.check(values, ownId);
    else {
      const written = await options.write(values, ownId);
      await tracker.remember(options.kind, options.sourceKey, written, options.fingerprint);
    }
    for (const note of notes) run.problem(label, note);
    run.tally(type, ownId ? 'updated' : 'created');
  } catch (error) {
    if (!(error instanceof ImportRecordError)) throw error;
    run.problem(label, error.message);
    run.tally(type, 'failed');
  }
}
