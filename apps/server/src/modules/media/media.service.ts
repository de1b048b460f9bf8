import { authMessages } from '@lss/shared/auth-messages';
import { type MediaItem, type MediaUse, type mediaQuery, uploadKeyOf } from '@lss/shared/media';
import { mediaMessages } from '@lss/shared/media-messages';
import { mapPage, type Page, type PageRequest } from '@lss/shared/pagination';
import { STORED_UPLOAD_NAME } from '@lss/shared/upload';
import { hasRole } from '@lss/shared/users';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, ForbiddenError } from '../../lib/errors.ts';
import { findOr404 } from '../../lib/lookup.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import { MIME_BY_EXTENSION } from '../uploads/file-kinds.ts';
import type { StoredFile, UploadOrigin } from '../uploads/uploads.service.ts';
import type { MediaRepository, MediaRow, UseRow } from './media.repository.ts';
import { type AltField, withAlts } from './media-alts.ts';

type MediaQueryOut = Omit<z.output<typeof mediaQuery>, 'page' | 'limit'>;

/** Who asks: editors and administrators see and change the whole library, contributors their own uploads. */
export type MediaViewer = { id: string; role: Parameters<typeof hasRole>[0] };

const FILE_NAME_MAX = 200;
// Control characters and the separators of a path: the name is shown, never used to store anything.
const UNSHOWABLE = /[\p{Cc}\u2028\u2029]/gu;

/** The name a file came with, as shown: its last path segment, single-line, at most 200 characters. */
export function cleanFileName(name: string | null | undefined): string | null {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  const shown = last.replace(UNSHOWABLE, '').trim().slice(0, FILE_NAME_MAX);
  return shown || null;
}

/** The storage's originals: every stored name but the WebP copies made for srcset. */
const isOriginal = (key: string) => STORED_UPLOAD_NAME.test(key) && !/_\d{3,4}w\.webp$/.test(key);

const BACKFILL_BATCH = 200;

/**
 * How long a visitor's picture (POST /api/upload/public) waits for the submission it was sent for:
 * one that no record names after this is removed (decision 024), so anonymous uploads cannot fill
 * the disk over the months. A student sends the form minutes after choosing the picture.
 */
export const VISITOR_UPLOAD_KEPT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const VISITOR_UPLOADS_SWEPT_EVERY_MS = DAY_MS;
const SWEEP_BATCH = 200;

export function createMediaService({
  repository,
  storage,
  link,
  removeFiles,
  activity,
  clock,
}: {
  repository: MediaRepository;
  storage: Storage;
  clock: Clock;
  /** The URL a client is given for a stored path (uploads service). */
  link: (storedPath: string) => string;
  /** Deletes an upload's stored files, its copies included (uploads service). */
  removeFiles: (key: string) => Promise<void>;
  activity: ActivityService;
}) {
  const seesAll = (viewer: MediaViewer) => hasRole(viewer.role, 'editor');

  function toItem(row: MediaRow, uses: UseRow[]): MediaItem {
    return {
      _id: row.id,
      url: link(`/uploads/${row.storageKey}`),
      originalName: row.originalName,
      mimeType: row.mimeType,
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      alt: row.alt,
      uploadedBy: row.uploadedBy,
      createdAt: row.createdAt.toISOString(),
      usedBy: uses
        .filter((use) => use.key === row.storageKey)
        .map((use): MediaUse => ({ type: use.type as MediaUse['type'], id: use.id, title: use.title })),
    };
  }

  /**
   * The row a viewer may change: 404 when there is none; to a contributor, 403 for someone else's
   * upload, and for their own once published content shows it (a published post, an event …): what
   * the public sees is changed by editors and up only. Unused or draft-only uploads stay theirs.
   */
  async function ownRow(id: string, viewer: MediaViewer) {
    const row = await findOr404(mediaMessages.notFound, id, repository.findById);
    if (seesAll(viewer)) return row;
    if (row.uploadedBy !== viewer.id) throw new ForbiddenError(mediaMessages.notYours);
    if ((await repository.uses([row.storageKey])).some((use) => use.published)) {
      throw new ForbiddenError(authMessages.noPermission);
    }
    return row;
  }

  return {
    /**
     * Another module's service whose named public reads give each image the alt text stored with
     * it here (media-alts.ts). Cache such a read under the 'media' tag as well.
     */
    withAlts<S extends object>(service: S, reads: readonly (keyof S)[], fields: readonly AltField[]): S {
      const wrapped: Record<keyof S, unknown> = { ...service };
      for (const name of reads) {
        const read = service[name] as (...args: unknown[]) => Promise<unknown>;
        wrapped[name] = withAlts(repository.altTexts, fields, read);
      }
      return wrapped as S;
    },
    /** Lists a stored upload (uploads service's library). */
    async record(file: StoredFile, origin: UploadOrigin) {
      const row = await repository.insert({
        storageKey: file.key,
        originalName: cleanFileName(origin.originalName) ?? file.key,
        mimeType: file.mimeType,
        bytes: file.bytes,
        width: file.width,
        height: file.height,
        uploadedBy: origin.uploadedBy ?? null,
        awaitingApproval: origin.awaitingApproval ?? false,
        createdAt: clock.now(),
      });
      return { id: row.id, originalName: row.originalName };
    },

    /** The stored path (`/uploads/<key>`) of the picture a URL names, if it is one of our uploads; else null. */
    async storedImage(url: string): Promise<string | null> {
      const key = uploadKeyOf(url);
      const row = key ? await repository.findByKey(key) : null;
      return row?.mimeType.startsWith('image/') ? `/uploads/${row.storageKey}` : null;
    },

    /** Lists the visitors' uploads these URLs name (an approved submission's pictures). */
    async reveal(urls: readonly (string | null | undefined)[]): Promise<void> {
      const keys = urls.map(uploadKeyOf).filter((key): key is string => key !== null);
      await repository.reveal(keys);
    },

    /** One page of the library, newest first or as sorted, each item with the records that use it (one query a page). */
    async page(request: PageRequest & MediaQueryOut, viewer: MediaViewer): Promise<Page<MediaItem>> {
      const page = await repository.page(request, {
        q: request.q,
        sort: request.sort,
        kind: request.kind,
        key: request.url === undefined ? undefined : uploadKeyOf(request.url),
        uploadedBy: seesAll(viewer) ? null : viewer.id,
      });
      const uses = await repository.uses(page.items.map((row) => row.storageKey));
      return mapPage(page, (row) => toItem(row, uses));
    },

    async setAlt(id: string, alt: string, viewer: MediaViewer & Actor): Promise<MediaItem> {
      const row = await ownRow(id, viewer);
      const updated = await findOr404(mediaMessages.notFound, row.id, (found) =>
        repository.setAlt(found, alt),
      );
      const item = toItem(updated, await repository.uses([updated.storageKey]));
      await activity.record({
        actor: viewer,
        action: 'updated',
        entityType: 'upload',
        entityId: item._id,
        summary: item.originalName,
      });
      return item;
    },

    /** Deletes the row and its files; refused (409) while any record links to it. */
    async remove(id: string, viewer: MediaViewer & Actor): Promise<MediaItem> {
      const row = await ownRow(id, viewer);
      const uses = await repository.uses([row.storageKey]);
      if (uses.length) {
        const names = uses.map(
          (use) => `${mediaMessages.useType[use.type as MediaUse['type']]} "${use.title}"`,
        );
        throw new ConflictError(mediaMessages.inUse(names.join(', ')));
      }
      const removed = await findOr404(mediaMessages.notFound, row.id, repository.delete);
      await removeFiles(removed.storageKey);
      const item = toItem(removed, []);
      await activity.record({
        actor: viewer,
        action: 'deleted',
        entityType: 'upload',
        entityId: item._id,
        summary: item.originalName,
      });
      return item;
    },

    /**
     * Removes the visitors' pictures that no record names (a pending, approved or refused submission,
     * a post …) VISITOR_UPLOAD_KEPT_DAYS after they came: their files first, then their rows, so a
     * storage that fails leaves the row for the next sweep. Safe on several instances at once.
     * Returns how many it removed.
     */
    async removeAbandonedVisitorUploads(): Promise<number> {
      const before = new Date(clock.now().getTime() - VISITOR_UPLOAD_KEPT_DAYS * DAY_MS);
      let removed = 0;
      let last: MediaRow | null = null;
      for (;;) {
        const rows = await repository.awaitingBefore(before, SWEEP_BATCH, last);
        const used = new Set(
          (await repository.uses(rows.map((row) => row.storageKey))).map((use) => use.key),
        );
        for (const row of rows.filter((candidate) => !used.has(candidate.storageKey))) {
          await removeFiles(row.storageKey);
          if (await repository.delete(row.id)) removed++;
        }
        if (rows.length < SWEEP_BATCH) return removed;
        last = rows.at(-1)!;
      }
    },

    /**
     * Lists files stored before the library existed (or put there by hand): the storage's listing,
     * minus the keys already listed, each under its stored name, dated by the storage. Idempotent and
     * safe on several instances at once (a key is listed once: the unique index). Returns how many
     * it added.
     */
    async backfill(): Promise<number> {
      const originals = (await storage.list()).filter(isOriginal);
      let added = 0;
      for (let start = 0; start < originals.length; start += BACKFILL_BATCH) {
        const batch = originals.slice(start, start + BACKFILL_BATCH);
        const listed = await repository.listedKeys(batch);
        const rows = [];
        for (const key of batch.filter((candidate) => !listed.has(candidate))) {
          const stored = await storage.get(key);
          if (!stored) continue;
          stored.body.destroy();
          const size = /_(\d+)x(\d+)\./.exec(key);
          rows.push({
            storageKey: key,
            originalName: key,
            mimeType: MIME_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
            bytes: stored.size,
            width: size ? Number(size[1]) : null,
            height: size ? Number(size[2]) : null,
            createdAt: stored.lastModified,
          });
        }
        added += await repository.insertMissing(rows);
      }
      return added;
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
