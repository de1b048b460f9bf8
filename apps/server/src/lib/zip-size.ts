/**
 * The total uncompressed size a zip archive declares, read from its central directory without
 * inflating anything; null when the archive is malformed. A zip's own index is the only place the
 * real size of a bomb shows before it is expanded (APPNOTE.TXT 4.3.12–4.3.16).
 */
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
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

/** An entry's uncompressed size, from its zip64 extra field when the 32-bit one says "see there". */
function entrySize(buffer: Buffer, at: number, extraStart: number, extraEnd: number): number | null {
  const size = buffer.readUInt32LE(at + 24);
  if (size !== U32_MAX) return size;
  for (let field = extraStart; field + 4 <= extraEnd; ) {
    const id = buffer.readUInt16LE(field);
    const length = buffer.readUInt16LE(field + 2);
    // The uncompressed size is the first value of the zip64 field when present.
    if (id === ZIP64_EXTRA && length >= 8 && field + 12 <= extraEnd)
      return Number(buffer.readBigUInt64LE(field + 4));
    field += 4 + length;
  }
  return null;
}

export function zipUncompressedSize(buffer: Buffer): number | null {
  if (buffer.length < 22) return null;
  const end = findEnd(buffer);
  if (end < 0) return null;
  const found = directory(buffer, end);
  if (!found || found.start + found.size > end) return null;
  let total = 0;
  let at = found.start;
  for (let index = 0; index < found.entries; index++) {
    if (at + 46 > found.start + found.size || buffer.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
    const extraStart = at + 46 + buffer.readUInt16LE(at + 28);
    const extraEnd = extraStart + buffer.readUInt16LE(at + 30);
    const next = extraEnd + buffer.readUInt16LE(at + 32);
    if (next > found.start + found.size) return null;
    const size = entrySize(buffer, at, extraStart, extraEnd);
    if (size === null) return null;
    total += size;
    at = next;
  }
  return total;
}
