import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Magic, deflate, no flags, no modification time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/** Node's crc32 answers 0 for some empty buffers whatever the running value: skip those. */
const extendChecksum = (checksum: number, bytes: Buffer) =>
  bytes.length ? crc32(bytes, checksum) : checksum;

/** An uncompressed deflate block holding bytes as they are (RFC 1951, 3.2.4), not the last one. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED_BLOCK) throw new RangeError('A slot value is limited to 65535 bytes.');
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/**
 * A text compressed once, but for a marker (the CSP nonce slot of a cached page) that takes a new
 * value in every response. The pieces around the marker are deflated once, each ending on a byte
 * boundary; a response's gzip stream is those pieces with the value between them as stored
 * blocks, and a checksum of the whole. A cached page is then compressed once, not per request.
 */
export function createGzipTemplate(text: string, marker: string) {
  const pieces = text.split(marker).map((piece) => Buffer.from(piece, 'utf8'));
  const last = pieces.length - 1;
  const deflated = pieces.map((piece, index) =>
    deflateRawSync(piece, {
      level: 6,
      // Every piece but the last ends with a sync flush: byte-aligned, the stream left open.
      finishFlush: index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
  const firstChecksum = extendChecksum(0, pieces[0] ?? Buffer.alloc(0));
  return {
    /** The gzip stream of the text with every marker replaced by value. */
    fill(value: string): Buffer {
      const bytes = Buffer.from(value, 'utf8');
      const stored = storedBlock(bytes);
      const parts: Buffer[] = [GZIP_HEADER, deflated[0] as Buffer];
      let checksum = firstChecksum;
      let size = pieces[0]?.length ?? 0;
      for (let index = 1; index <= last; index++) {
        const piece = pieces[index] as Buffer;
        checksum = extendChecksum(extendChecksum(checksum, bytes), piece);
        size += bytes.length + piece.length;
        parts.push(stored, deflated[index] as Buffer);
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(checksum >>> 0, 0);
      trailer.writeUInt32LE(size % 2 ** 32, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
}
