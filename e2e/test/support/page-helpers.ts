import type { Page } from '@playwright/test';

/** The one toast area (sonner's region, labelled "Notifications alt+T"). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Waits until React has hydrated the server's HTML (the router then owns navigation). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The client bundle a page loads (its one module script). */
export function clientEntry(html: string): string {
  const entry = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('the page names no client entry');
  return entry;
}
