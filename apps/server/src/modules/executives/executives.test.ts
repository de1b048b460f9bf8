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
  t.app.inject({ method: 'POST', url: '/api/executives', headers: bearer(token), payload });

describe('executives API', () => {
  it('defaults display order to 0 and featured to false', async () => {
    const response = await create({ name: 'Chidi Okeke', position: 'General Secretary' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ displayOrder: 0, isFeatured: false, imageUrl: null });
  });

  it('lists by display order then name; featured ones as an array in the same order', async () => {
    await create({ name: 'Zainab Bello', position: 'President', displayOrder: 1, isFeatured: true });
    await create({ name: 'Amaka Eze', position: 'Vice President', displayOrder: 2, isFeatured: true });
    await create({ name: 'Aaron Ade', position: 'Treasurer', displayOrder: 2 });
    const names = (await t.app.inject({ method: 'GET', url: '/api/executives' }))
      .json()
      .map((e: { name: string }) => e.name);
    expect(names).toEqual(['Chidi Okeke', 'Zainab Bello', 'Aaron Ade', 'Amaka Eze']);
    const featured = (await t.app.inject({ method: 'GET', url: '/api/executives/featured' })).json();
    expect(featured.map((e: { name: string }) => e.name)).toEqual(['Zainab Bello', 'Amaka Eze']);
  });

  it('reads, updates and deletes', async () => {
    const created = (await create({ name: 'Temp', position: 'PRO' })).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/executives/${created._id}` })).json().name).toBe(
      'Temp',
    );
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/executives/${created._id}`,
      headers: bearer(token),
      payload: { name: 'Temi', position: 'PRO', displayOrder: 9, isFeatured: true },
    });
    expect(updated.json()).toMatchObject({ name: 'Temi', displayOrder: 9, isFeatured: true });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/executives/${created._id}`,
      headers: bearer(token),
    });
    expect(deleted.json()).toEqual({ message: 'Executive profile deleted successfully' });
    expect((await t.app.inject({ method: 'GET', url: `/api/executives/${created._id}` })).statusCode).toBe(
      404,
    );
  });

  it('validates names, positions and display order', async () => {
    const response = await create({ name: ' ', position: '', displayOrder: 'first' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Full Name is required.',
      position: 'Position / Title is required.',
      displayOrder: 'Display Order must be a number.',
    });
    expect((await create({ name: 'A', position: 'B', displayOrder: 1.5 })).json().errors).toEqual({
      displayOrder: 'Display Order must be a whole number.',
    });
  });

  it('requires a token for writes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/executives'],
      ['PUT', `/api/executives/${id}`],
      ['DELETE', `/api/executives/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
