import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PATH } from '@lss/shared/constants';
import { apiMessages } from '@lss/shared/messages';
import sharp from 'sharp';
import { BadRequestError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import { detectFileKind, type FileKind } from './file-kinds.ts';

/** Larger images are refused before decoding (decompression bombs). */
const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Re-encodes an image: drops metadata (EXIF, GPS) and anything appended after the image data
 * (polyglots), and proves the file really decodes as the type its header claims.
 */
async function reencode(buffer: Buffer, kind: FileKind): Promise<Buffer> {
  try {
    const image = sharp(buffer, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      animated: kind.extension === 'gif',
    }).rotate();
    switch (kind.extension) {
      case 'jpg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
      default:
        return await image.webp({ quality: 82 }).toBuffer();
    }
  } catch {
    throw new UnsupportedMediaTypeError(apiMessages.uploadUnsupported);
  }
}

export function createUploadsService({ dataDir }: { dataDir: string; maxBytes: number; maxMb: number }) {
  const directory = path.join(dataDir, 'uploads');
  mkdirSync(directory, { recursive: true });

  return {
    directory,
    /**
     * Checks the bytes, stores the file under a random name and returns its public URL.
     * `imagesOnly` (the message to refuse anything else with) accepts pictures alone.
     */
    async store(buffer: Buffer, options: { imagesOnly?: string } = {}): Promise<{ imageUrl: string }> {
      if (buffer.length === 0) throw new BadRequestError(apiMessages.uploadEmpty);
      const kind = await detectFileKind(buffer);
      if (!kind) throw new UnsupportedMediaTypeError(options.imagesOnly ?? apiMessages.uploadUnsupported);
      if (options.imagesOnly && !kind.image) throw new UnsupportedMediaTypeError(options.imagesOnly);
      const content = kind.image ? await reencode(buffer, kind) : buffer;
      const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
      await writeFile(path.join(directory, name), content, { flag: 'wx' });
      return { imageUrl: `${UPLOADS_PATH}/${name}` };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
