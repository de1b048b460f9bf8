import { feedPaths } from '@lss/shared/calendar';
import type { PageHead } from '#web/lib/page-head.ts';
import type { PageAssets } from './assets.server.ts';
import { deferredEntryScript } from './hydration.ts';

/** The crest as the tab icon, inline so it costs no request (and no 404 for /favicon.ico). */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 72"><path d="M32 2 L60 10 V34 C60 52 47 64 32 70 C17 64 4 52 4 34 V10 Z" fill="#1D2D44" stroke="#C9B47F" stroke-width="4"/><g stroke="#C9B47F" stroke-width="3.5" stroke-linecap="round" fill="none"><path d="M32 18 V52"/><path d="M18 25 H46"/><path d="M18 25 L13 38 M18 25 L23 38 M46 25 L41 38 M46 25 L51 38"/><path d="M11.5 38 C13 43 23 43 24.5 38 Z M39.5 38 C41 43 51 43 52.5 38 Z" fill="#C9B47F"/><path d="M24 53 H40"/></g></svg>',
)}`;

type DocumentProps = {
  assets: PageAssets;
  nonce: string;
  /** Absent for the admin shell, which the browser renders from scratch. */
  hydrationScript: string | null;
  /** The page's title and tags, collected while it rendered. */
  head?: PageHead | null;
  /** The server-rendered page, the markup the browser hydrates. */
  bodyHtml?: string;
};

/**
 * The HTML document, rendered on the server only, around a page rendered before it.
 */
export function Document({ assets, nonce, hydrationScript, head, bodyHtml }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1D2D44" />
        <meta name="color-scheme" content="light" />
        {head ? <title>{head.title}</title> : null}
        {head?.tags.map(({ tag: Tag, attrs }) => (
          <Tag key={`${attrs.name ?? attrs.property ?? attrs.rel}`} {...attrs} />
        ))}
        <link rel="icon" type="image/svg+xml" href={FAVICON} />
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
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.devClient ? <script type="module" src={assets.devClient} nonce={nonce} /> : null}
        {hydrationScript ? null : (
          // The admin shell has nothing to show until the bundle runs: load it at once.
          <>
            {assets.preloads.map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
            <script type="module" src={assets.entry} nonce={nonce} />
          </>
        )}
      </head>
      <body>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page, rendered by our own renderer */}
        <div id="root" dangerouslySetInnerHTML={{ __html: bodyHtml ?? '' }} />
        {hydrationScript ? (
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script context in hydration.ts
            dangerouslySetInnerHTML={{
              __html: `${hydrationScript}\n${deferredEntryScript(assets.entry, assets.preloads)}`,
            }}
          />
        ) : null}
      </body>
    </html>
  );
}
