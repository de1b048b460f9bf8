import { ISLAND_LOADER } from '@lss/shared/island-loader';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm from '#web/features/contact/components/contact-form.island.tsx';
import { Document } from '../document.tsx';
import { Island, IslandScriptsProvider } from './island.tsx';

const KEY = 'src/features/contact/components/contact-form.island.tsx';
const scripts = {
  runtime: ['/assets/islands-client.js', '/assets/react.js'],
  filesOf: (key: string) => (key === KEY ? ['/assets/contact-form.js', '/assets/react.js'] : []),
};
const assets = {
  styles: [],
  adminStyles: [],
  fonts: [],
  islands: scripts,
  admin: [],
  devClient: null,
};

/** A page of one contact form island, as the server renders it. */
function page(load?: 'always' | 'on-use') {
  const html = renderToString(
    <Document assets={assets} kind="page">
      <IslandScriptsProvider value={scripts}>
        <Island component={ContactForm} props={{ search: '' }} load={load} />
      </IslandScriptsProvider>
    </Document>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const headScripts = (doc: Document) =>
  [...doc.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

describe('Island', () => {
  it('names the runtime and the island’s files in the <head> of a page that hydrates it at once', () => {
    const doc = page();
    expect(headScripts(doc)).toEqual([
      '/assets/islands-client.js',
      '/assets/react.js',
      '/assets/contact-form.js',
    ]);
    const marker = doc.querySelector(`[data-island="${KEY}"]`);
    expect(marker?.getAttribute('data-props')).toBe('{"search":""}');
    expect(marker?.hasAttribute('data-load')).toBe(false);
    expect(doc.querySelectorAll('script:not([src])')).toHaveLength(0);
  });

  it('loaded on use: no script in the <head>, the loader right after its marker naming the runtime first, each file once', () => {
    const doc = page('on-use');
    expect(headScripts(doc)).toEqual([]);
    const marker = doc.querySelector(`[data-island="${KEY}"]`);
    expect(marker?.getAttribute('data-load')).toBe('on-use');
    // The form is in the marker, as the server rendered it: a plain form that posts.
    expect(marker?.querySelector('form')?.getAttribute('method')).toBe('post');
    const loader = marker?.nextElementSibling;
    expect(loader?.tagName).toBe('SCRIPT');
    expect(loader?.getAttribute('data-files')).toBe(
      '/assets/islands-client.js /assets/react.js /assets/contact-form.js',
    );
    // Word for word the text the CSP allows by its hash.
    expect(loader?.textContent).toBe(ISLAND_LOADER);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
  });

  it('without the server’s scripts (a component test) renders the island alone', () => {
    const html = renderToString(<Island component={ContactForm} props={{}} load="on-use" />);
    expect(html).not.toContain('<script');
    expect(html).toContain('data-load="on-use"');
  });
});
