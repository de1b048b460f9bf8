import type { Page } from '@playwright/test';

/** The one toast area (sonner's region, labelled "Notifications alt+T"). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Waits until React has hydrated the server's HTML (the router then owns navigation). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
