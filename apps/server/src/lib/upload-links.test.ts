import { describe, expect, it } from 'vitest';
import { absoluteUploadsInJson } from './upload-links.ts';

const link = (path: string) => `https://api.example${path}`;

describe('absoluteUploadsInJson', () => {
  it('makes upload fields and images in HTML absolute, and leaves everything else', () => {
    const value = {
      imageUrl: '/uploads/0123456789abcdef0123456789abcdef_64x48.png',
      nested: [{ fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf' }],
      contentBody: '<p><img src="/uploads/a_1x1.png" alt="/uploads/x"></p><a href="/uploads/b.pdf">b</a>',
      title: 'See /uploads/a_1x1.png',
      other: '/uploads/../secret',
      external: 'https://cdn.example/uploads/a.png',
      already: 'https://api.example/uploads/a.png',
    };
    const out = JSON.parse(absoluteUploadsInJson(JSON.stringify(value), link));
    expect(out).toEqual({
      ...value,
      imageUrl: 'https://api.example/uploads/0123456789abcdef0123456789abcdef_64x48.png',
      nested: [{ fileUrl: 'https://api.example/uploads/0123456789abcdef0123456789abcdef.pdf' }],
      contentBody:
        '<p><img src="https://api.example/uploads/a_1x1.png" alt="/uploads/x"></p><a href="https://api.example/uploads/b.pdf">b</a>',
    });
  });

  it('returns the same text when there is no upload path', () => {
    const json = JSON.stringify({ a: 'b' });
    expect(absoluteUploadsInJson(json, link)).toBe(json);
  });
});
