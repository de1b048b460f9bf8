import type { Page } from '@playwright/test';

/** The one toast area (sonner's region, labelled "Notifications alt+T"). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Waits until React has hydrated the server's HTML (the router then owns navigation). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The client bundle a public page loads after its first paint (named in its inline loader). */
export function clientEntry(html: string): string {
  const entry = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('the page names no client entry');
  return entry;
}
