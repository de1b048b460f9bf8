import { randomBytes } from 'node:crypto';
import { apiMessages } from '@lss/shared/api-messages';
import { UPLOADS_PATH } from '@lss/shared/constants';
import { IMAGE_VARIANT_WIDTHS } from '@lss/shared/upload';
import type { Metadata } from 'sharp';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import { createJobQueue, type JobQueue } from '../../lib/job-queue.ts';
import { privateKey, type Storage } from '../../lib/storage/storage.ts';
import { uploadLink } from '../../lib/upload-links.ts';
import { zipInflatedSize, zipUncompressedSize } from '../../lib/zip-size.ts';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import { detectFileKind, type FileKind } from './file-kinds.ts';
import { uploadHeaders } from './upload-headers.ts';

/**
 * Larger images are refused from their header, before any pixel is decoded: 24 MP holds a 6000×4000
 * camera photo, and decoding one costs about 72 MB (three bytes a pixel). An animation counts every frame.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;
/** A .docx is a zip: one that would expand past this is a bomb for whoever opens it. */
export const MAX_DOCUMENT_EXPANDED_BYTES = 50 * 1024 * 1024;
/**
 * Image jobs that may decode at once. Each can hold a full decoded image; a burst of uploads waits
 * its turn instead of multiplying the peak memory (8 at once once took the server past 2 GB).
 */
const IMAGE_JOBS_AT_ONCE = 1;

/**
 * libvips is loaded with the first image upload: a server that only answers visitors never maps its
 * ~20 MB of native code (peak memory is budgeted, issue 7). One libvips thread per image and no
 * operation cache: uploads are rare and each is seen once, so both would only hold memory.
 */
let sharpModule: Promise<typeof import('sharp')['default']> | undefined;
const loadSharp = () =>
  (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));

/** Refuses, from the header alone, an image whose pixels (every frame's) exceed the limit. */
async function checkImageHeader(buffer: Buffer) {
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    // Read without `animated`: height is one frame's and `pages` counts the frames.
    header = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeError(apiMessages.uploadUnsupported);
  }
  const pixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) * (header.pages ?? 1);
  if (pixels > MAX_IMAGE_PIXELS) throw new PayloadTooLargeError(apiMessages.imageTooLarge);
}

/**
 * Re-encodes an image: drops metadata (EXIF, GPS) and anything appended after the image data
 * (polyglots), and proves the file really decodes as the type its header claims.
 */
async function reencode(buffer: Buffer, kind: FileKind) {
  const sharp = await loadSharp();
  try {
    const image = sharp(buffer, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      animated: kind.extension === 'gif',
    }).rotate();
    const encoded =
      kind.extension === 'jpg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : kind.extension === 'png'
          ? image.png({ compressionLevel: 9 })
          : kind.extension === 'gif'
            ? image.gif()
            : image.webp({ quality: 82 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new UnsupportedMediaTypeError(apiMessages.uploadUnsupported);
  }
}

type Copy = { name: string; data: Buffer };

/** Smaller WebP copies for srcset (named so pages can list them from the URL alone). */
async function* variants(original: Buffer, stem: string, width: number) {
  const sharp = await loadSharp();
  for (const variant of IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width)) {
    const data = await sharp(original).resize({ width: variant }).webp({ quality: 78 }).toBuffer();
    yield { name: `${stem}_${variant}w.webp`, data };
  }
}

/** Refuses a .docx that would expand past the limit, or that cannot be read. */
async function checkDocument(buffer: Buffer, kind: FileKind) {
  if (kind.extension !== 'docx') return;
  // A bomb whose zip index says so is refused without inflating anything …
  const declared = zipUncompressedSize(buffer);
  if (declared === null) throw new UnsupportedMediaTypeError(apiMessages.documentDamaged);
  if (declared > MAX_DOCUMENT_EXPANDED_BYTES) throw new PayloadTooLargeError(apiMessages.documentTooLarge);
  // … and one whose index lies is measured: each entry inflated, counted, dropped, stopping past the limit.
  const inflated = await zipInflatedSize(buffer, MAX_DOCUMENT_EXPANDED_BYTES);
  if (inflated === null) throw new UnsupportedMediaTypeError(apiMessages.documentDamaged);
  if (inflated > MAX_DOCUMENT_EXPANDED_BYTES) throw new PayloadTooLargeError(apiMessages.documentTooLarge);
}

/** What was stored: the library lists it (modules/media). */
export type StoredFile = {
  key: string;
  mimeType: string;
  bytes: number;
  width: number | null;
  height: number | null;
};

/**
 * Who sent a file and what it was called, for the library's row; `awaitingApproval` for a visitor's
 * upload, which the library lists once a submission using it is approved.
 */
export type UploadOrigin = {
  originalName?: string | null;
  uploadedBy?: string | null;
  awaitingApproval?: boolean;
};

/** Whose pictures wait in which queue: the staff's, or visitors' (article submissions). */
export type ImageLane = 'staff' | 'visitors';

/** The library's side of an upload: records a stored file and answers its row's id and name. */
export type UploadLibrary = {
  record(file: StoredFile, origin: UploadOrigin): Promise<{ id: string; originalName: string }>;
};

/** The stored names of an upload: the original and, for a picture, its WebP copies. */
export function storedNames(key: string): string[] {
  const match = /^([a-f0-9]{32}_(\d+)x\d+)\.(jpg|png|webp)$/.exec(key);
  if (!match) return [key];
  const [, stem, width] = match;
  const copies = IMAGE_VARIANT_WIDTHS.filter((variant) => variant < Number(width));
  return [key, ...copies.map((variant) => `${stem}_${variant}w.webp`)];
}

/** Deletes an upload's stored files (the original and its copies), public or private (members-only). */
export async function removeStored(storage: Pick<Storage, 'delete'>, key: string): Promise<void> {
  const names = storedNames(key);
  await Promise.all([...names, ...names.map(privateKey)].map((name) => storage.delete(name)));
}

export function createUploadsService({
  storage,
  linkBase = '',
  library,
  activity,
}: {
  storage: Storage;
  /** Put before the path of an upload handed to a client: PUBLIC_URL when front ends on other origins use the API. */
  linkBase?: string;
  /** Lists every stored upload once (the media library). */
  library: UploadLibrary;
  /** The audit log: an administrator's upload is written there. */
  activity: Pick<ActivityService, 'record'>;
}) {
  /**
   * Two queues of IMAGE_JOBS_AT_ONCE each: staff uploads never wait behind visitors' pictures
   * (issue 23: 12 anonymous 24-megapixel submissions kept one shared queue busy 24 s, and an
   * administrator's small upload waited 23 s of it). At most two images are decoded at once.
   */
  const imageJobs: Record<ImageLane, JobQueue> = {
    staff: createJobQueue(IMAGE_JOBS_AT_ONCE),
    visitors: createJobQueue(IMAGE_JOBS_AT_ONCE),
  };
  const put = (name: string, data: Buffer) => storage.put(name, data, uploadHeaders(name)!);

  /** Stores a picture and its copies as one: if any part fails, none is left behind. */
  async function putImage(name: string, data: Buffer, copies: AsyncIterable<Copy> | Iterable<Copy>) {
    const stored: string[] = [];
    try {
      await put(name, data);
      stored.push(name);
      for await (const copy of copies) {
        await put(copy.name, copy.data);
        stored.push(copy.name);
      }
    } catch (error) {
      await Promise.allSettled(stored.map((key) => storage.delete(key)));
      throw error;
    }
  }

  /** Checks the bytes and stores the file under a random name. */
  async function storeFile(
    buffer: Buffer,
    imagesOnly: string | undefined,
    lane: ImageLane,
  ): Promise<StoredFile> {
    if (buffer.length === 0) throw new BadRequestError(apiMessages.uploadEmpty);
    const kind = await detectFileKind(buffer);
    if (!kind) throw new UnsupportedMediaTypeError(imagesOnly ?? apiMessages.uploadUnsupported);
    if (imagesOnly && !kind.image) throw new UnsupportedMediaTypeError(imagesOnly);
    const id = randomBytes(16).toString('hex');
    if (!kind.image) {
      await checkDocument(buffer, kind);
      const key = `${id}.${kind.extension}`;
      await put(key, buffer);
      return { key, mimeType: kind.mime, bytes: buffer.length, width: null, height: null };
    }
    await checkImageHeader(buffer);
    return imageJobs[lane].run(async () => {
      // Images carry their size in their name: pages reserve the space before they load.
      const image = await reencode(buffer, kind);
      const stem = `${id}_${image.width}x${image.height}`;
      const copies = kind.extension === 'gif' ? [] : variants(image.data, stem, image.width);
      const key = `${stem}.${kind.extension}`;
      await putImage(key, image.data, copies);
      return { key, mimeType: kind.mime, bytes: image.data.length, width: image.width, height: image.height };
    });
  }

  return {
    link: uploadLink(storage, linkBase),
    /** How many image jobs of a lane run and wait (tests and the benchmark watch the peak). */
    imageJobs: (lane: ImageLane = 'staff') => imageJobs[lane].stats(),
    /**
     * Checks the bytes, stores the file under a random name, lists it in the library and returns
     * its path and library row. `imagesOnly` (the message to refuse anything else with) accepts
     * pictures alone.
     */
    async store(
      buffer: Buffer,
      { admin, ...options }: { imagesOnly?: string; admin?: Actor } & UploadOrigin = {},
    ): Promise<{ imageUrl: string; mediaId: string; originalName: string }> {
      // An administrator's upload (the admin area's) is theirs and is written to the audit log.
      const origin = admin ? { ...options, uploadedBy: admin.id } : options;
      // A signed-in account's upload names its uploader; a visitor's names none.
      const file = await storeFile(buffer, options.imagesOnly, origin.uploadedBy ? 'staff' : 'visitors');
      let stored: { imageUrl: string; mediaId: string; originalName: string };
      try {
        const row = await library.record(file, origin);
        stored = { imageUrl: `${UPLOADS_PATH}/${file.key}`, mediaId: row.id, originalName: row.originalName };
      } catch (error) {
        // A file the library does not list could never be found, reused or deleted again.
        await Promise.allSettled(storedNames(file.key).map((key) => storage.delete(key)));
        throw error;
      }
      if (admin) {
        await activity.record({
          actor: admin,
          action: 'created',
          entityType: 'upload',
          entityId: null,
          summary: stored.imageUrl,
        });
      }
      return stored;
    },
    /** Deletes an upload's stored files (the original and its copies). */
    remove: (key: string) => removeStored(storage, key),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
