import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/materials', headers: bearer(token), payload });
const titles = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/materials${query}` }))
    .json()
    .map((m: { title: string }) => m.title);

describe('materials API', () => {
  it('derives the file type from the file, whatever the client says', async () => {
    const response = await create({
      title: 'Constitutional Law I',
      fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf',
      fileType: 'Image',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      level: '100L',
      materialType: 'Lecture Note',
      fileType: 'PDF',
      description: null,
    });
  });

  it('refuses a material without a file with the spec message', async () => {
    const response = await create({ title: 'No file' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ fileUrl: 'Please upload a file first.' });
  });

  it('filters by level and type, newest first; all or absent means no filter; unknown is 400', async () => {
    await create({
      title: 'Torts 300 PQ',
      level: '300L',
      materialType: 'Past Question',
      fileUrl: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.docx',
    });
    await create({
      title: 'Torts 300 Note',
      level: '300L',
      materialType: 'Lecture Note',
      fileUrl: '/uploads/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.doc',
    });
    await create({
      title: 'Land Law Handout',
      level: '400L',
      materialType: 'Handout',
      fileUrl: 'https://example.org/land.png',
    });

    expect(await titles('?level=300L')).toEqual(['Torts 300 Note', 'Torts 300 PQ']);
    expect(await titles('?level=300L&materialType=Past%20Question')).toEqual(['Torts 300 PQ']);
    expect(await titles('?level=all&materialType=Handout')).toEqual(['Land Law Handout']);
    expect(await titles('?level=all&materialType=all')).toHaveLength(4);
    expect(await titles('')).toHaveLength(4);

    const bad = await t.app.inject({ method: 'GET', url: '/api/materials?level=600L' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.level).toBe('Level must be all or one of 100L, 200L, 300L, 400L, 500L.');
    expect((await t.app.inject({ method: 'GET', url: '/api/materials?materialType=Novel' })).statusCode).toBe(
      400,
    );
  });

  it('has an admin list, and reads, updates and deletes', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/materials/all', headers: bearer(token) });
    expect(all.json()).toHaveLength(4);
    const created = (
      await create({ title: 'Temp', fileUrl: '/uploads/cccccccccccccccccccccccccccccccc.pdf' })
    ).json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/materials/${created._id}`,
      headers: bearer(token),
      payload: {
        title: 'Temp 2',
        description: 'Week 1',
        level: '500L',
        materialType: 'Textbook',
        fileUrl: '/uploads/cccccccccccccccccccccccccccccccc.jpg',
      },
    });
    expect(updated.json()).toMatchObject({
      title: 'Temp 2',
      description: 'Week 1',
      level: '500L',
      fileType: 'Image',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/materials/${created._id}` })).json().title).toBe(
      'Temp 2',
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/materials/${created._id}`,
      headers: bearer(token),
    });
    expect(deleted.json()).toEqual({ message: 'Material deleted successfully' });
  });

  it('accepts only uploads or https links as files', async () => {
    for (const fileUrl of [
      'javascript:alert(1)',
      'http://example.org/x.pdf',
      '/uploads/../../etc/passwd',
      'file:///etc/passwd',
    ]) {
      expect((await create({ title: 'Bad', fileUrl })).statusCode).toBe(400);
    }
  });

  it('requires a token for the admin list and writes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/materials/all'],
      ['POST', '/api/materials'],
      ['PUT', `/api/materials/${id}`],
      ['DELETE', `/api/materials/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
