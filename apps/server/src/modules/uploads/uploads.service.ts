import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PATH } from '@lss/shared/constants';
import { apiMessages } from '@lss/shared/messages';
import { IMAGE_VARIANT_WIDTHS } from '@lss/shared/upload';
import type { Metadata } from 'sharp';
import { BadRequestError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import { detectFileKind, type FileKind } from './file-kinds.ts';

/**
 * libvips is loaded with the first image upload: a server that only answers visitors never maps its
 * ~20 MB of native code (peak memory is budgeted, issue 7).
 */
const loadSharp = async () => (await import('sharp')).default;

/** Larger images are refused before decoding (decompression bombs). */
const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Re-encodes an image: drops metadata (EXIF, GPS) and anything appended after the image data
 * (polyglots), and proves the file really decodes as the type its header claims.
 */
async function reencode(buffer: Buffer, kind: FileKind) {
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    header = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeError(apiMessages.uploadUnsupported);
  }
  if ((header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new UnsupportedMediaTypeError(apiMessages.imageTooLarge);
  }
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

/** Smaller WebP copies for srcset (named so pages can list them from the URL alone). */
async function writeVariants(original: Buffer, stem: string, width: number, directory: string) {
  const sharp = await loadSharp();
  for (const variant of IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width)) {
    const data = await sharp(original).resize({ width: variant }).webp({ quality: 78 }).toBuffer();
    await writeFile(path.join(directory, `${stem}_${variant}w.webp`), data);
  }
}

export function createUploadsService({
  dataDir,
  linkBase = '',
}: {
  dataDir: string;
  maxBytes: number;
  maxMb: number;
  /** Put before the path of an upload handed to a client: PUBLIC_URL when front ends on other origins use the API. */
  linkBase?: string;
}) {
  const directory = path.join(dataDir, 'uploads');
  mkdirSync(directory, { recursive: true });

  return {
    directory,
    /** The URL a client is given for a stored upload (stored values keep the path alone). */
    link: (storedPath: string) => `${linkBase}${storedPath}`,
    /**
     * Checks the bytes, stores the file under a random name and returns its public URL.
     * `imagesOnly` (the message to refuse anything else with) accepts pictures alone.
     */
    async store(buffer: Buffer, options: { imagesOnly?: string } = {}): Promise<{ imageUrl: string }> {
      if (buffer.length === 0) throw new BadRequestError(apiMessages.uploadEmpty);
      const kind = await detectFileKind(buffer);
      if (!kind) throw new UnsupportedMediaTypeError(options.imagesOnly ?? apiMessages.uploadUnsupported);
      if (options.imagesOnly && !kind.image) throw new UnsupportedMediaTypeError(options.imagesOnly);
      const id = randomBytes(16).toString('hex');
      if (!kind.image) {
        await writeFile(path.join(directory, `${id}.${kind.extension}`), buffer, { flag: 'wx' });
        return { imageUrl: `${UPLOADS_PATH}/${id}.${kind.extension}` };
      }
      // Images carry their size in their name: pages reserve the space before they load.
      const image = await reencode(buffer, kind);
      const stem = `${id}_${image.width}x${image.height}`;
      await writeFile(path.join(directory, `${stem}.${kind.extension}`), image.data, { flag: 'wx' });
      if (kind.extension !== 'gif') await writeVariants(image.data, stem, image.width, directory);
      return { imageUrl: `${UPLOADS_PATH}/${stem}.${kind.extension}` };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
