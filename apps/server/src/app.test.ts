import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('reports ready once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', storage: 'up' });
  });

  it('publishes an OpenAPI document generated from the schemas, and readable docs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/events',
      '/api/events/featured',
      '/api/events/{id}',
      '/api/posts',
      '/api/posts/all',
      '/api/posts/admin/{id}',
      '/api/posts/{slug}',
      '/api/executives/featured',
      '/api/materials',
      '/api/materials/all',
      '/api/podcast/upcoming',
      '/api/podcast/archived',
      '/api/podcast/all',
      '/api/users/login',
      '/api/users/register',
      '/api/upload',
      '/api/contact',
      '/api/dashboard/stats',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(
      document.paths['/api/events'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['title', 'description', 'eventDate', 'venue']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is nothing at this address.' });
  });

  it('refuses NUL characters and malformed URLs with a 400 in the usual shape', async () => {
    const nul = await t.app.inject({ method: 'GET', url: '/api/posts/%00' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: 'Text cannot contain NUL characters.' });
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/posts/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'This request is not valid.' });
  });

  it('never shows a stack trace or SQL, and reports the database down', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/events' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(response.body).not.toMatch(/select|stack|at .*\.ts|pglite|postgres/i);
      const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        database: 'down',
        storage: 'up',
        message: 'Not ready: the database is not answering.',
      });
    } finally {
      await broken.app.close();
    }
  });
});
