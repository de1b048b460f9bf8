import type { Page } from '@playwright/test';

/** The one toast area (sonner's region, labelled "Notifications alt+T"). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/**
 * Waits until the page's islands are hydrated (decision 028), or the admin area's app has rendered:
 * at once on a page that loads no script (it is final as the server sent it). Islands that load on
 * use are woken first, as a visitor's first focus in them would (the tests of that first use itself
 * do not call this).
 */
export async function hydrated(page: Page) {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island][data-load="on-use"]'))
      island.dispatchEvent(new FocusEvent('focusin'));
  });
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated !== undefined ||
      !document.querySelector('script[type="module"], script[data-files]'),
  );
}

/**
 * The one module script a page loads: the islands' runtime, or the admin area's app; on a page whose
 * islands load on use, the runtime their loader names first (decision 028).
 */
export function clientEntry(html: string): string {
  const entry =
    /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"[^>]*type="module"|<script[^>]*type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"|<script data-files="(\/assets\/[^" ]+\.js)/.exec(
      html,
    );
  const found = entry?.[1] ?? entry?.[2] ?? entry?.[3];
  if (!found) throw new Error('the page names no client entry');
  return found;
}
