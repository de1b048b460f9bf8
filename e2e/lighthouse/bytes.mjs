// What a page costs over the wire (issue 26), used by `npm run lighthouse` (scripts/lighthouse.mjs):
// the bytes of a first visit with a fresh browser profile, the JavaScript among them, and the bytes of
// a second visit once its assets are cached. Playwright's Chromium on Lighthouse's mobile screen; the
// bytes are what Chromium's network layer reports (`Network.loadingFinished` encodedDataLength:
// headers and compressed body, 0 for what the cache served), as Lighthouse's transfer sizes are.
import { chromium } from '@playwright/test';

/** Lighthouse's mobile screen (a Moto G Power), so responsive images pick the sizes it sees. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const isScript = (response, type) => type === 'Script' || /javascript/.test(response.mimeType);

/**
 * One visit of `url` in a new tab of `context`, to network idle: { total, js } bytes transferred.
 * With `use`, on a page with an island that loads on use (decision 028), its first field is then
 * focused as a visitor would, and `used` is the total once it is hydrated (null without one).
 */
async function visit(context, url, { use = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scripts = new Set();
  const bytes = { total: 0, js: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (isScript(response, type)) scripts.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes.total += encodedDataLength;
    if (scripts.has(requestId)) bytes.js += encodedDataLength;
  });
  await cdp.send('Network.enable');
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url}: ${response?.status()}`);
  const result = { ...bytes, used: null };
  const field = page.locator('[data-load="on-use"] :is(input, select, textarea, button)').first();
  if (use && (await field.count())) {
    await field.focus();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    await page.waitForLoadState('networkidle');
    result.used = bytes.total;
  }
  await page.close();
  return result;
}

/**
 * Bytes of each URL: `first` and `firstJs` on a first visit (a new context each: a fresh profile,
 * nothing cached), `used` on that visit once an island that loads on use is used (null without
 * one), `second` on a second visit in the same context (hashed assets cached).
 */
export async function measureBytes(urls) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const results = [];
    for (const url of urls) {
      const context = await browser.newContext(MOBILE);
      try {
        const first = await visit(context, url, { use: true });
        // The page revalidated; its assets, and the runtime once used, come from the cache.
        const second = await visit(context, url);
        results.push({ url, first: first.total, firstJs: first.js, used: first.used, second: second.total });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
