import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files a page's <head> links to. */
export type PageAssets = {
  entry: string;
  styles: string[];
  preloads: string[];
  /** Fonts every page shows above the fold, preloaded so text settles early. */
  fonts: string[];
  devClient: string | null;
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/**
 * The body text in its subset cut (9 kB; subset-fonts.mjs), fetched with the stylesheet rather than
 * after it. The headings' Merriweather (25 kB) is not preloaded: on a slow phone it would compete
 * with the stylesheet and delay the first paint, and with font-display: swap the headings show at
 * once in the fallback serif.
 */
const ABOVE_THE_FOLD_FONTS = [/src\/styles\/fonts\/source-sans-3-latin-400-normal-subset\.woff2$/];

const CLIENT_ENTRY = 'src/app/entry-client.tsx';

const DEV_ASSETS: PageAssets = {
  entry: `/${CLIENT_ENTRY}`,
  styles: ['/src/styles/app.css'],
  preloads: [],
  fonts: [],
  devClient: '/@vite/client',
};

let production: Promise<PageAssets> | null = null;

/** Reads the client build's manifest (dist/client/.vite/manifest.json) next to this server bundle. */
async function readProductionAssets(): Promise<PageAssets> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const manifestFile = path.join(here, '..', 'client', '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}; run the web build.`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported || preloads.has(`/${imported.file}`)) continue;
      preloads.add(`/${imported.file}`);
      visit(imported);
    }
  };
  visit(entry);
  const fonts = ABOVE_THE_FOLD_FONTS.flatMap((pattern) => {
    const key = Object.keys(manifest).find((name) => pattern.test(name));
    const chunk = key ? manifest[key] : undefined;
    return chunk ? [`/${chunk.file}`] : [];
  });
  return { entry: `/${entry.file}`, styles: [...styles], preloads: [...preloads], fonts, devClient: null };
}

export function pageAssets(): Promise<PageAssets> {
  if (import.meta.env.DEV) return Promise.resolve(DEV_ASSETS);
  production ??= readProductionAssets();
  return production;
}
