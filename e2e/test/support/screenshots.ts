import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** Where the screenshots for people to look at go (e2e/screenshots/, git-ignored). */
const folder = path.join(import.meta.dirname, '..', '..', 'screenshots');

const REFUSED = 'Unable to capture screenshot';

/**
 * Saves a screenshot of `target` as e2e/screenshots/`name`.png. Now and then, on a loaded machine,
 * Chromium refuses one capture with a protocol error ("Unable to capture screenshot"; seen once in
 * a fresh-clone run, on an ordinary page at 1280 px) and takes the very same picture when asked
 * again: that refusal, and only it, is asked again once. Any other error fails the test, and so
 * does a second refusal.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const file = path.join(folder, `${name}.png`);
  try {
    await target.screenshot({ ...options, path: file });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes(REFUSED)) throw error;
    await target.screenshot({ ...options, path: file });
  }
}
