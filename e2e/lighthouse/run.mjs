// Lighthouse (mobile settings, its defaults) with Debian Chromium, as in DESIGN.md: used by
// `npm run lighthouse` (scripts/lighthouse.mjs) and by the e2e check of the home page.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** With LIGHTHOUSE_REPORTS=<dir>, every run's full JSON report is kept there to study. */
function saveReport(lhr, index) {
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = new URL(lhr.finalDisplayedUrl).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  writeFileSync(path.join(dir, `${index}-${name || 'home'}.json`), JSON.stringify(lhr));
}

/**
 * One Lighthouse run of a URL. A run in which Lighthouse itself failed to record the page (its
 * runtimeError, e.g. NO_NAVSTART: the trace missed the navigation) says nothing about the page and
 * scores 0, so it is repeated, up to twice.
 */
async function auditPage(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.warn(`Lighthouse could not record ${url} (${lhr.runtimeError.code}); running it again.`);
  }
}

/**
 * Scores (0–100) of each URL, its total blocking time (ms), plus the failing audits of each category
 * for a readable report.
 * One Chromium for all URLs; each URL gets a fresh Lighthouse run (cold cache).
 */
export async function runLighthouse(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (const url of urls) {
      const lhr = await auditPage(url, chrome.port);
      saveReport(lhr, results.length);
      const scores = {};
      const failures = {};
      for (const id of CATEGORIES) {
        const category = lhr.categories[id];
        scores[id] = Math.round((category?.score ?? 0) * 100);
        failures[id] = (category?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      }
      if (lhr.runtimeError) failures.performance = [`Lighthouse failed: ${lhr.runtimeError.code}`];
      const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
      results.push({ url, scores, tbt, failures });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
