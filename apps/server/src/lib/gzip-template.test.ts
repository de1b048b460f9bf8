import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGzipTemplate } from './gzip-template.ts';

const SLOT = 'kq3V0xNonceSlot9f';

describe('createGzipTemplate', () => {
  const page = (slots: number) =>
    Array.from(
      { length: slots + 1 },
      (_, index) =>
        `<section><h2>Part ${index} — “Salus Populi Suprema Lex”</h2>${'<p>The welfare of the people. </p>'.repeat(200)}</section>`,
    ).join(`<script nonce="${SLOT}">`);

  it.each([0, 1, 3])('decompresses to the page with its %i slots filled', (slots) => {
    const text = page(slots);
    const template = createGzipTemplate(text, SLOT);
    for (const nonce of [randomBytes(16).toString('base64'), 'é-ünïcode-nonce']) {
      expect(gunzipSync(template.fill(nonce)).toString('utf8')).toBe(text.replaceAll(SLOT, nonce));
    }
  });

  it('handles a slot at the very start and the very end', () => {
    const text = `${SLOT}<p>middle</p>${SLOT}`;
    expect(gunzipSync(createGzipTemplate(text, SLOT).fill('n1')).toString()).toBe('n1<p>middle</p>n1');
  });

  it('is much smaller than the page', () => {
    const text = page(2);
    expect(createGzipTemplate(text, SLOT).fill('abc').length).toBeLessThan(text.length / 10);
  });
});
