import { createInflateRaw } from 'node:zlib';

/**
 * How big a zip archive (a .docx) is once expanded. Its central directory declares each entry's
 * size (APPNOTE.TXT 4.3.12–4.3.16), which refuses an honest bomb without inflating anything; but a
 * declared size is the archive's own word: zipInflatedSize measures what each entry really inflates to.
 */
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

function findEnd(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 64 KiB, at the very end.
  const last = buffer.length - 22;
  for (let at = last; at >= 0 && at >= last - U16_MAX; at--) {
    if (buffer.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/** Where the central directory starts and how many entries it has (zip64 records when the classic ones overflow). */
function directory(buffer: Buffer, end: number): { start: number; size: number; entries: number } | null {
  const entries = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const start = buffer.readUInt32LE(end + 16);
  if (entries !== U16_MAX && size !== U32_MAX && start !== U32_MAX) return { start, size, entries };
  const locator = end - 20;
  if (locator < 0 || buffer.readUInt32LE(locator) !== ZIP64_END_LOCATOR) return null;
  const record = Number(buffer.readBigUInt64LE(locator + 8));
  if (record + 56 > locator || buffer.readUInt32LE(record) !== ZIP64_END_OF_CENTRAL_DIRECTORY) return null;
  return {
    entries: Number(buffer.readBigUInt64LE(record + 32)),
    size: Number(buffer.readBigUInt64LE(record + 40)),
    start: Number(buffer.readBigUInt64LE(record + 48)),
  };
}

/**
 * The 64-bit values of an entry's zip64 extra field, in the order they replace the 32-bit fields
 * that say "see there" (uncompressed size, compressed size, local header offset); null when missing.
 */
function zip64Values(buffer: Buffer, extraStart: number, extraEnd: number, count: number): number[] | null {
  if (count === 0) return [];
  for (let field = extraStart; field + 4 <= extraEnd; ) {
    const id = buffer.readUInt16LE(field);
    const length = buffer.readUInt16LE(field + 2);
    if (id === ZIP64_EXTRA && length >= 8 * count && field + 4 + 8 * count <= extraEnd)
      return Array.from({ length: count }, (_, index) =>
        Number(buffer.readBigUInt64LE(field + 4 + 8 * index)),
      );
    field += 4 + length;
  }
  return null;
}

type Entry = { method: number; size: number; compressedSize: number; localOffset: number };

/** The entries the central directory lists; null when the archive is malformed. */
function centralEntries(buffer: Buffer): Entry[] | null {
  if (buffer.length < 22) return null;
  const end = findEnd(buffer);
  if (end < 0) return null;
  const found = directory(buffer, end);
  if (!found || found.start + found.size > end) return null;
  const entries: Entry[] = [];
  let at = found.start;
  for (let index = 0; index < found.entries; index++) {
    if (at + 46 > found.start + found.size || buffer.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
    const extraStart = at + 46 + buffer.readUInt16LE(at + 28);
    const extraEnd = extraStart + buffer.readUInt16LE(at + 30);
    const next = extraEnd + buffer.readUInt16LE(at + 32);
    if (next > found.start + found.size) return null;
    const fields = [buffer.readUInt32LE(at + 24), buffer.readUInt32LE(at + 20), buffer.readUInt32LE(at + 42)];
    const wide = zip64Values(
      buffer,
      extraStart,
      extraEnd,
      fields.filter((value) => value === U32_MAX).length,
    );
    if (!wide) return null;
    const [size, compressedSize, localOffset] = fields.map((value) =>
      value === U32_MAX ? wide.shift()! : value,
    );
    entries.push({
      method: buffer.readUInt16LE(at + 10),
      size: size!,
      compressedSize: compressedSize!,
      localOffset: localOffset!,
    });
    at = next;
  }
  return entries;
}

/** The total uncompressed size the central directory declares, without inflating anything; null when malformed. */
export function zipUncompressedSize(buffer: Buffer): number | null {
  const entries = centralEntries(buffer);
  return entries ? entries.reduce((total, entry) => total + entry.size, 0) : null;
}

const STORED = 0;
const DEFLATED = 8;

/**
 * How many bytes a raw deflate stream inflates to, counted as they come and dropped, stopping as soon
 * as the count passes `limit`; null when the stream is broken. Bytes after the stream's end are ignored.
 */
function inflatedSize(data: Buffer, limit: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw();
    let total = 0;
    let done = false;
    const finish = (result: number | null) => {
      if (done) return;
      done = true;
      inflater.destroy();
      resolve(result);
    };
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) finish(total);
    });
    inflater.on('end', () => finish(total));
    inflater.on('error', () => finish(null));
    inflater.end(data);
  });
}

/**
 * What the archive's entries really expand to, measured by inflating each one (streaming, nothing
 * kept) and stopping as soon as the total passes `limit` (the answer is then some number above it);
 * null when the archive is malformed or uses a method Word documents never use (OPC: stored or
 * deflated only). The declared sizes are never trusted: a deflated entry is read from its local
 * header to the end of its deflate stream, whatever its compressed size claims.
 */
export async function zipInflatedSize(buffer: Buffer, limit: number): Promise<number | null> {
  const entries = centralEntries(buffer);
  if (!entries) return null;
  let total = 0;
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL_ENTRY) return null;
    const dataStart = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    if (dataStart > buffer.length) return null;
    if (entry.method === STORED) {
      // Stored bytes are the file's own: never more than what is left of it.
      total += Math.min(entry.compressedSize, buffer.length - dataStart);
    } else if (entry.method === DEFLATED) {
      const size = await inflatedSize(buffer.subarray(dataStart), limit - total);
      if (size === null) return null;
      total += size;
    } else {
      return null;
    }
    if (total > limit) return total;
  }
  return total;
}
