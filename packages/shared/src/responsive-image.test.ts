import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsive-image.ts';

const NAME = '0123456789abcdef0123456789abcdef_2000x1000.jpg';
const STEM = '0123456789abcdef0123456789abcdef_2000x1000';

describe('responsiveImage', () => {
  it('gives an upload its size and the srcset of its resized copies', () => {
    expect(responsiveImage(`/uploads/${NAME}`)).toEqual({
      src: `/uploads/${NAME}`,
      srcSet: `/uploads/${STEM}_480w.webp 480w, /uploads/${STEM}_960w.webp 960w, /uploads/${STEM}_1600w.webp 1600w, /uploads/${NAME} 2000w`,
      width: 2000,
      height: 1000,
    });
  });

  it('keeps the copies beside an absolute upload URL (another origin, or a bucket behind S3_PUBLIC_URL)', () => {
    for (const base of [
      'https://lss.example.org',
      'https://cdn.example.net/site-files',
      'http://127.0.0.1:9000/lss',
    ]) {
      const image = responsiveImage(`${base}/uploads/${NAME}`);
      expect(image.width).toBe(2000);
      expect(image.srcSet?.split(', ')[0]).toBe(`${base}/uploads/${STEM}_480w.webp 480w`);
    }
  });

  it('uses any other address as it is', () => {
    for (const url of [
      'https://example.com/photo.jpg',
      `https://example.com/uploads/${NAME}?v=2`,
      `/elsewhere/${NAME}`,
      `javascript:alert(1)//uploads/${NAME}`,
    ])
      expect(responsiveImage(url)).toEqual({ src: url });
  });
});
