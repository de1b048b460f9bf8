import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageHead, type PageHead } from './page-head.ts';

const materials: PageHead = {
  title: 'Materials | LSS',
  tags: [
    { tag: 'meta', attrs: { name: 'description', content: 'Past questions and notes.' } },
    { tag: 'link', attrs: { rel: 'canonical', href: 'https://lss.example.org/materials' } },
    { tag: 'meta', attrs: { property: 'og:title', content: 'Materials' } },
  ],
};

const missing: PageHead = {
  title: 'Page Not Found | LSS',
  tags: [
    { tag: 'meta', attrs: { name: 'description', content: 'Nothing here.' } },
    { tag: 'link', attrs: { rel: 'canonical', href: 'https://lss.example.org/nowhere' } },
    { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
  ],
};

describe('applyPageHead (client navigations)', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/assets/app.css">';
    document.title = '';
  });

  it("sets the title and the page's tags, leaving the document's own tags alone", () => {
    applyPageHead(document, materials);
    expect(document.title).toBe('Materials | LSS');
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://lss.example.org/materials',
    );
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Materials');
  });

  it("replaces the previous page's tags: no duplicates, nothing left behind", () => {
    applyPageHead(document, missing);
    applyPageHead(document, materials);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    applyPageHead(document, missing);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('keeps the elements the server wrote when they already match (hydration)', () => {
    applyPageHead(document, materials);
    const canonical = document.querySelector('link[rel="canonical"]');
    applyPageHead(document, materials);
    expect(document.querySelector('link[rel="canonical"]')).toBe(canonical);
  });
});
