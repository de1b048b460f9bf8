import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

describe('site settings API', () => {
  it("starts with the society's defaults", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.json()).toMatchObject({
      motto: 'Salus Populi Suprema Lex',
      mottoTranslation: 'The welfare of the people shall be the supreme law',
      email: 'lawstudentssocietyunilawrin@gmail.com',
      xUrl: 'https://x.com/unilawrin_',
      linkedinUrl: 'https://www.linkedin.com/company/law-students-society-unilorin',
      updatedAt: null,
    });
  });

  it('lets an administrator change them and validates links', async () => {
    const changed = { ...DEFAULT_SITE_SETTINGS, motto: 'Fiat Justitia', phone: '+234 800 000 0000' };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: changed,
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
      motto: 'Fiat Justitia',
      phone: '+234 800 000 0000',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { ...changed, linkedinUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().linkedinUrl).toBe(
      DEFAULT_SITE_SETTINGS.linkedinUrl,
    );
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', payload: changed })).statusCode).toBe(
      401,
    );
  });

  it('keeps the site identity images: uploads or https links, empty clears them', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(await read()).toMatchObject({ logoUrl: null, faviconUrl: null, heroImageUrl: null });

    const identity = {
      logoUrl: '/uploads/0123456789abcdef0123456789abcdef_400x400.png',
      faviconUrl: '/uploads/fedcba9876543210fedcba9876543210_64x64.png',
      heroImageUrl: 'https://images.example.org/quad.jpg',
    };
    expect((await put({ ...DEFAULT_SITE_SETTINGS, ...identity })).statusCode).toBe(200);
    expect(await read()).toMatchObject(identity);

    for (const [field, label] of [
      ['logoUrl', 'Logo'],
      ['faviconUrl', 'Favicon'],
      ['heroImageUrl', 'Hero Image'],
    ] as const) {
      const bad = await put({ ...DEFAULT_SITE_SETTINGS, ...identity, [field]: 'javascript:alert(1)' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(`${label} must be an uploaded file or an https:// URL.`);
      const plainHttp = await put({
        ...DEFAULT_SITE_SETTINGS,
        ...identity,
        [field]: 'http://example.org/a.png',
      });
      expect(plainHttp.statusCode).toBe(400);
    }
    expect(await read()).toMatchObject(identity);

    const cleared = await put({
      ...DEFAULT_SITE_SETTINGS,
      logoUrl: '',
      faviconUrl: '  ',
      heroImageUrl: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(await read()).toMatchObject({ logoUrl: null, faviconUrl: null, heroImageUrl: null });
  });
});
