import type { ReactNode } from 'react';
import type { PageAssets } from './assets.server.ts';

type DocumentProps = {
  assets: PageAssets;
  nonce: string;
  /** Absent for the admin shell, which the browser renders from scratch. */
  hydrationScript: string | null;
  children?: ReactNode;
};

/**
 * The HTML document, rendered on the server only. Pages add their <title> and <meta> tags from
 * inside #root; React hoists them into this <head>.
 */
export function Document({ assets, nonce, hydrationScript, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1D2D44" />
        <meta name="color-scheme" content="light" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.devClient ? <script type="module" src={assets.devClient} nonce={nonce} /> : null}
        <script type="module" src={assets.entry} nonce={nonce} />
      </head>
      <body>
        <div id="root">{children}</div>
        {hydrationScript ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script context in hydration.ts
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: hydrationScript }} />
        ) : null}
      </body>
    </html>
  );
}
