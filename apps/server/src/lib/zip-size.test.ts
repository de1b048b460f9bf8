import { describe, expect, it } from 'vitest';
import { docxDeclaringLess, docxWithMedia } from '../modules/uploads/hostile-files.ts';
import { zipInflatedSize, zipUncompressedSize } from './zip-size.ts';

const MiB = 1024 * 1024;

describe('zip sizes', () => {
  it('measures what an archive really inflates to, whatever its index declares', async () => {
    const lying = docxDeclaringLess(8, 1000);
    expect(zipUncompressedSize(lying)).toBeLessThan(2000);
    expect(await zipInflatedSize(lying, 50 * MiB)).toBe(zipUncompressedSize(lying)! - 1000 + 8 * MiB);
    const honest = docxWithMedia(3 * MiB);
    expect(await zipInflatedSize(honest, 50 * MiB)).toBe(zipUncompressedSize(honest));
  });

  it('stops inflating as soon as the limit is passed', async () => {
    const size = await zipInflatedSize(docxDeclaringLess(1024, 1000), 10 * MiB);
    expect(size).toBeGreaterThan(10 * MiB);
    // Not the whole gibibyte: the count stops within a few chunks of the limit.
    expect(size).toBeLessThan(11 * MiB);
  });

  it('answers null for a damaged deflate stream', async () => {
    const whole = docxWithMedia(64 * 1024);
    const broken = Buffer.from(whole);
    // The deflated part's first bytes, after its local header and name: an invalid block type.
    const at = broken.indexOf('word/media/image1.bin') + 'word/media/image1.bin'.length;
    broken[at] = 0xff;
    expect(await zipInflatedSize(broken, 50 * MiB)).toBeNull();
  });
});
