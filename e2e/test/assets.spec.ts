import { expect, test } from '@playwright/test';
import { clientEntry } from './support/page-helpers.ts';

test('hashed assets are served precompressed and cached for a year', async ({ request }) => {
  // A page with an island (decision 028: pages without one load no script).
  const html = await (await request.get('/contact')).text();
  const script = clientEntry(html);
  const stylesheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(stylesheet).toBeTruthy();
  for (const [encoding, expected] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    for (const asset of [script, stylesheet!]) {
      const response = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-encoding'], `${asset} ${encoding}`).toBe(expected);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  }
});
