import { feedPaths } from '@lss/shared/calendar';
import type { ReactNode } from 'react';
import type { PageAssets } from './assets.server.ts';

/** The crest as the tab icon, inline so it costs no request (and no 404 for /favicon.ico). */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 72"><path d="M32 2 L60 10 V34 C60 52 47 64 32 70 C17 64 4 52 4 34 V10 Z" fill="#1D2D44" stroke="#C9B47F" stroke-width="4"/><g stroke="#C9B47F" stroke-width="3.5" stroke-linecap="round" fill="none"><path d="M32 18 V52"/><path d="M18 25 H46"/><path d="M18 25 L13 38 M18 25 L23 38 M46 25 L41 38 M46 25 L51 38"/><path d="M11.5 38 C13 43 23 43 24.5 38 Z M39.5 38 C41 43 51 43 52.5 38 Z" fill="#C9B47F"/><path d="M24 53 H40"/></g></svg>',
)}`;

type DocumentProps = {
  assets: PageAssets;
  /**
   * A public page, rendered here (its islands name their scripts), or the admin area's shell, which
   * its single-page app renders in the browser.
   */
  kind: 'page' | 'admin';
  /** The page; React hoists its <title> and <meta> tags, and its islands' scripts, into this <head>. */
  children?: ReactNode;
  /** The society's time zone (site setting), for the islands' dates. */
  timeZone?: string;
  /** schema.org data blocks (script-safe JSON) for crawlers; not part of what the browser hydrates. */
  jsonLd?: string[];
  /** The society's uploaded tab icon (site setting `faviconUrl`); without one, the drawn crest. */
  faviconUrl?: string | null;
};

/**
 * The HTML document, rendered on the server only. Nothing in it runs inline but the islands' loader
 * (a constant, after an island that loads on use): islands carry their props as JSON attributes and
 * the code is hashed files, so the same page is the same bytes for everyone and the CSP allows
 * scripts from this origin only, and the loader by its hash.
 */
export function Document({ assets, kind, children, jsonLd = [], faviconUrl, timeZone }: DocumentProps) {
  const [adminEntry, ...adminImports] = kind === 'admin' ? assets.admin : [];
  return (
    <html lang="en" data-time-zone={timeZone}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1D2D44" />
        <meta name="color-scheme" content="light" />
        {faviconUrl ? (
          <>
            <link rel="icon" href={faviconUrl} />
            <link rel="apple-touch-icon" href={faviconUrl} />
          </>
        ) : (
          <link rel="icon" type="image/svg+xml" href={FAVICON} />
        )}
        <link
          rel="alternate"
          type="application/rss+xml"
          title="News & Publications (RSS)"
          href={feedPaths.rss}
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          title="News & Publications (Atom)"
          href={feedPaths.atom}
        />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {(kind === 'admin' ? assets.adminStyles : assets.styles).map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.devClient ? <script type="module" src={assets.devClient} /> : null}
        {adminImports.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {adminEntry ? <script type="module" src={adminEntry} /> : null}
        {jsonLd.map((json) => (
          <script
            key={json}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (jsonForScript); a data block, never run
            dangerouslySetInnerHTML={{ __html: json }}
          />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
