import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IslandScripts } from './islands/island.tsx';

/** The files a page's <head> links to. */
export type PageAssets = {
  /** The public pages' stylesheet. */
  styles: string[];
  /** The admin area's, with its screens' classes too. */
  adminStyles: string[];
  /** Fonts every page shows above the fold, preloaded so text settles early. */
  fonts: string[];
  /** The public pages' islands (decision 028): a page names them only when it has one. */
  islands: IslandScripts;
  /** The admin area's single-page app: its entry, then the files it imports. */
  admin: string[];
  devClient: string | null;
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * The body text in its subset cut (9 kB; subset-fonts.mjs), fetched with the stylesheet rather than
 * after it. The headings' Merriweather (25 kB) is not preloaded: on a slow phone it would compete
 * with the stylesheet and delay the first paint, and with font-display: swap the headings show at
 * once in the fallback serif.
 */
const ABOVE_THE_FOLD_FONTS = [/src\/styles\/fonts\/source-sans-3-latin-400-normal-subset\.woff2$/];

/** The client build's inputs (vite.config.ts). */
export const CLIENT_INPUTS = {
  styles: 'src/styles/app.css',
  adminStyles: 'src/styles/admin.css',
  islands: 'src/app/islands/islands-client.tsx',
  admin: 'src/app/admin/admin-client.tsx',
} as const;

const DEV_ASSETS: PageAssets = {
  styles: [`/${CLIENT_INPUTS.styles}`],
  adminStyles: [`/${CLIENT_INPUTS.adminStyles}`],
  fonts: [],
  islands: { runtime: [`/${CLIENT_INPUTS.islands}`], filesOf: () => [] },
  admin: [`/${CLIENT_INPUTS.admin}`],
  devClient: '/@vite/client',
};

let production: Promise<PageAssets> | null = null;

/** Reads the client build's manifest (dist/client/.vite/manifest.json) next to this server bundle. */
async function readProductionAssets(): Promise<PageAssets> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const manifestFile = path.join(here, '..', 'client', '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`The client build has no ${key}; run the web build.`);
    return found;
  };
  /** A chunk's file, then every file it imports, each once. */
  const filesOf = (key: string): string[] => {
    const files = new Set<string>();
    const visit = (name: string) => {
      const found = chunk(name);
      if (files.has(`/${found.file}`)) return;
      files.add(`/${found.file}`);
      for (const imported of found.imports ?? []) visit(imported);
    };
    visit(key);
    return [...files];
  };
  const styles = chunk(CLIENT_INPUTS.styles);
  const adminStyles = chunk(CLIENT_INPUTS.adminStyles);
  const fonts = ABOVE_THE_FOLD_FONTS.flatMap((pattern) => {
    const key = Object.keys(manifest).find((name) => pattern.test(name));
    return key ? [`/${chunk(key).file}`] : [];
  });
  return {
    styles: [`/${styles.file}`],
    adminStyles: [`/${adminStyles.file}`],
    fonts,
    islands: { runtime: filesOf(CLIENT_INPUTS.islands), filesOf },
    admin: filesOf(CLIENT_INPUTS.admin),
    devClient: null,
  };
}

export function pageAssets(): Promise<PageAssets> {
  if (import.meta.env.DEV) return Promise.resolve(DEV_ASSETS);
  production ??= readProductionAssets();
  return production;
}
