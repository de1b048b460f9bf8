// Lighthouse (mobile settings, its defaults) with Debian Chromium, as in DESIGN.md: used by
// `npm run lighthouse` (scripts/lighthouse.mjs) and by the e2e check of the home page.
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

/**
 * Scores (0–100) of each URL, plus the failing audits of each category for a readable report.
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
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
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
      results.push({ url, scores, failures });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
