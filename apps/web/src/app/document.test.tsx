import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from './document.tsx';

const assets = {
  styles: [],
  adminStyles: [],
  fonts: [],
  islands: { runtime: [], filesOf: () => [] },
  admin: ['/assets/admin.js'],
  devClient: null,
};

function icons(faviconUrl?: string | null) {
  const html = renderToStaticMarkup(<Document assets={assets} kind="page" faviconUrl={faviconUrl} />);
  const head = new DOMParser().parseFromString(html, 'text/html').head;
  return [...head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((link) => ({
    rel: link.getAttribute('rel'),
    href: link.getAttribute('href'),
  }));
}

describe('the browser tab icon', () => {
  it("is the society's uploaded favicon when one is set", () => {
    const favicon = '/uploads/fedcba9876543210fedcba9876543210_512x512.png';
    expect(icons(favicon)).toEqual([
      { rel: 'icon', href: favicon },
      { rel: 'apple-touch-icon', href: favicon },
    ]);
  });

  it('is the drawn crest, inline, without one', () => {
    for (const none of [undefined, null]) {
      const [icon, ...others] = icons(none);
      expect(others).toEqual([]);
      expect(icon?.href).toMatch(/^data:image\/svg\+xml,/);
    }
  });
});
