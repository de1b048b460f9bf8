import { constants, crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { zip } from '../../testing/sample-files.ts';

/** Files built to cost a server memory, for the tests that prove they are refused cheaply. */

/** A plain photo-like JPEG of the given size: tiny in bytes, `width × height × 3` bytes once decoded. */
export const bigJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1D2D44' } })
    .jpeg({ quality: 30 })
    .toBuffer();

const u16 = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u24 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16]);

/**
 * An animated GIF of `frames` frames on a `width × height` canvas, each frame a single pixel: a few
 * hundred bytes that decode to `frames × width × height` pixels. libvips' GIF reader takes a canvas
 * wider or taller than 2048 for a broken file and uses the frame's size, so stay within that.
 */
export function animatedGif(width: number, height: number, frames: number): Buffer {
  const frame = Buffer.concat([
    // Graphic control extension (10 ms), then a 1×1 image at the origin, LZW data for one pixel.
    Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a'),
    u16(width),
    u16(height),
    Buffer.from([0x80, 0, 0, 0x1d, 0x2d, 0x44, 0xf0, 0xea, 0xd6]),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

const riffChunk = (type: string, payload: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(payload.length);
  return Buffer.concat([Buffer.from(type), size, payload, Buffer.alloc(payload.length % 2)]);
};

/** The same for WebP: `frames` one-pixel frames on a `width × height` canvas. */
export async function animatedWebp(width: number, height: number, frames: number): Promise<Buffer> {
  const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#C9B47F' } })
    .webp({ lossless: true })
    .toBuffer();
  // A simple lossless WebP is RIFF, WEBP, then its one VP8L chunk: reuse that chunk as each frame.
  const image = pixel.subarray(12);
  const frame = riffChunk(
    'ANMF',
    Buffer.concat([u24(0), u24(0), u24(0), u24(0), u24(10), Buffer.from([0]), image]),
  );
  const body = Buffer.concat([
    Buffer.from('WEBP'),
    riffChunk('VP8X', Buffer.concat([Buffer.from([0x02, 0, 0, 0]), u24(width - 1), u24(height - 1)])),
    riffChunk('ANIM', Buffer.alloc(6)),
    ...Array.from({ length: frames }, () => frame),
  ]);
  return riffChunk('RIFF', body);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A Word document with an embedded part of `mediaBytes` zeros (deflated to a few kilobytes). */
export const docxWithMedia = (mediaBytes: number) =>
  zip(
    {
      '[Content_Types].xml': Buffer.from(CONTENT_TYPES),
      'word/document.xml': Buffer.from('<w:document/>'),
      'word/media/image1.bin': Buffer.alloc(mediaBytes),
    },
    { deflate: true },
  );

const MiB = 1024 * 1024;

/**
 * A raw deflate stream of `mebibytes` MiB of zeros, about 1 KiB per MiB, built without ever holding
 * them: one MiB deflated and flushed to a byte boundary only ever looks one byte back, at a zero,
 * so copies of it follow each other; an empty final block closes the stream.
 */
function deflatedZeros(mebibytes: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(MiB), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: mebibytes }, () => segment), Buffer.from([0x03, 0x00])]);
}

/**
 * A Word document whose zip index lies: `word/media/image1.bin` is `mebibytes` MiB of deflated
 * zeros (1 GiB is about 1 MB of file) while its local header and central directory declare
 * `declaredBytes` uncompressed.
 */
export function docxDeclaringLess(mebibytes: number, declaredBytes: number): Buffer {
  const entries = [
    { name: '[Content_Types].xml', method: 0, data: Buffer.from(CONTENT_TYPES), size: CONTENT_TYPES.length },
    { name: 'word/document.xml', method: 0, data: Buffer.from('<w:document/>'), size: 13 },
    { name: 'word/media/image1.bin', method: 8, data: deflatedZeros(mebibytes), size: declaredBytes },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.method === 0 ? crc32(entry.data) : 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.method === 0 ? crc32(entry.data) : 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
