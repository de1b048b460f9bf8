import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as files from '../../testing/sample-files.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Issue 16, media library: every upload listed once, searchable, with alt text and where it is used. */

let t: TestApp;
let admin: string;
let contributor: string;
const PASSWORD = 'correct horse battery staple';
const DAY = 24 * 60 * 60 * 1000;

const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function upload(token: string, filename: string, content: Buffer) {
  const { payload, headers } = files.multipart('image', filename, content);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { imageUrl: string; id: string; originalName: string };
}

async function library(query = '', token = admin) {
  const response = await call('GET', `/api/media${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const names = async (query = '', token = admin) =>
  (await library(query, token)).json().map((item: { originalName: string }) => item.originalName);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  await call('POST', '/api/users/register', admin, {
    fullName: 'The contributor',
    email: 'writer@lss.test',
    password: PASSWORD,
    role: 'contributor',
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: 'writer@lss.test', password: PASSWORD },
  });
  contributor = login.json().token;
});
afterAll(() => t.close());

describe('the media library', () => {
  let photo: { imageUrl: string; id: string; originalName: string };

  it('lists every upload once, newest first, with the name it was uploaded with, its size and type', async () => {
    photo = await upload(admin, 'C:\\Users\\ada\\Moot-Court Finals.png', await files.png(1200, 600));
    expect(photo.originalName).toBe('Moot-Court Finals.png');
    expect(photo.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}_1200x600\.png$/);
    const notes = await upload(admin, 'notes.pdf', files.pdf());

    const response = await library();
    expect(response.headers['x-total-count']).toBe('2');
    const [first, second] = response.json();
    expect(first).toMatchObject({
      _id: notes.id,
      originalName: 'notes.pdf',
      mimeType: 'application/pdf',
      bytes: files.pdf().length,
      width: null,
      height: null,
      url: notes.imageUrl,
      usedBy: [],
    });
    expect(second).toMatchObject({
      _id: photo.id,
      originalName: 'Moot-Court Finals.png',
      mimeType: 'image/png',
      width: 1200,
      height: 600,
      alt: '',
      url: photo.imageUrl,
    });
    // The stored size, not the client's: the picture was re-encoded.
    const served = await t.app.inject({ method: 'GET', url: photo.imageUrl });
    expect(second.bytes).toBe(served.rawPayload.length);
    // The WebP copies for srcset are not listed apart.
    expect((await t.app.services.storage.list()).length).toBeGreaterThan(2);
  });

  it('pages like every list (X-Total-Count, Link) and refuses a bad page with 400', async () => {
    const first = await library('?limit=1');
    expect(first.json()).toHaveLength(1);
    expect(first.headers.link).toBe('</api/media?limit=1&page=2>; rel="next"');
    const bad = await call('GET', '/api/media?page=0', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Page must be at least 1.');
  });

  it('searches file names and alt texts by the beginnings of words', async () => {
    expect(await names('?q=moot')).toEqual(['Moot-Court Finals.png']);
    expect(await names('?q=COURT%20fin')).toEqual(['Moot-Court Finals.png']);
    expect(await names('?q=pdf')).toEqual(['notes.pdf']);
    expect(await names('?q=%25%27%3B')).toEqual([]);
    expect(await names('?q=gala')).toEqual([]);
    expect(await names('?kind=image')).toEqual(['Moot-Court Finals.png']);
    expect(await names('?kind=document')).toEqual(['notes.pdf']);
    expect(await names(`?url=${encodeURIComponent(`https://cdn.example${photo.imageUrl}`)}`)).toEqual([
      'Moot-Court Finals.png',
    ]);
    expect(await names('?url=https%3A%2F%2Fexample.com%2Fphoto.png')).toEqual([]);
    const tooLong = await call('GET', `/api/media?q=${'a'.repeat(101)}`, admin);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Search must be at most 100 characters.');
    const badKind = await call('GET', '/api/media?kind=video', admin);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.body).toContain('Kind must be image or document.');
  });

  it('stores alt text, validates it, and finds it by search', async () => {
    const saved = await call('PATCH', `/api/media/${photo.id}`, admin, {
      alt: '  Finalists holding the trophy ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().alt).toBe('Finalists holding the trophy');
    expect(await names('?q=troph')).toEqual(['Moot-Court Finals.png']);

    for (const [payload, message] of [
      [{ alt: 'x'.repeat(301) }, 'Alt text must be at most 300 characters.'],
      [{ alt: 'two\nlines' }, 'Alt text must be a single line without control characters.'],
      [{ alt: 42 }, 'Alt text must be text.'],
    ] as const) {
      const refused = await call('PATCH', `/api/media/${photo.id}`, admin, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect((await call('PATCH', '/api/media/not-an-id', admin, { alt: 'x' })).statusCode).toBe(404);
    const missing = await call('PATCH', `/api/media/${crypto.randomUUID()}`, admin, { alt: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Media not found.');
  });

  it('shows where each file is used, and public reads carry its alt text (dropped from caches when it changes)', async () => {
    const created = await call('POST', '/api/events', admin, {
      title: 'Moot Court Finals',
      description: 'The final round.',
      eventDate: new Date(Date.now() + 5 * DAY).toISOString(),
      venue: 'Faculty Auditorium',
      imageUrl: photo.imageUrl,
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json()._id;
    const post = await call('POST', '/api/posts', admin, {
      title: 'Report',
      slug: 'report',
      status: 'published',
      contentBody: `<p>See</p><p><img src="${photo.imageUrl}" alt=""></p>`,
    });
    expect(post.statusCode, post.body).toBe(201);

    const [, item] = (await library()).json();
    expect(item.usedBy).toEqual([
      { type: 'event', id: eventId, title: 'Moot Court Finals' },
      { type: 'post', id: post.json()._id, title: 'Report' },
    ]);

    const publicEvent = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json();
    expect((await publicEvent()).imageAlt).toBe('Finalists holding the trophy');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/events' })).json();
    expect(listed.find((event: { _id: string }) => event._id === eventId).imageAlt).toBe(
      'Finalists holding the trophy',
    );
    await call('PATCH', `/api/media/${photo.id}`, admin, { alt: 'The winning team' });
    expect((await publicEvent()).imageAlt).toBe('The winning team');
    await call('PATCH', `/api/media/${photo.id}`, admin, { alt: '' });
    expect((await publicEvent()).imageAlt).toBeNull();
  });

  it('refuses to delete a file while it is used (409), then deletes it and its copies', async () => {
    const refused = await call('DELETE', `/api/media/${photo.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This file is still used by Event "Moot Court Finals", Post "Report". Remove it there first, then delete it.',
    );
    const stored = await t.app.services.storage.list();
    for (const use of (await library()).json()[1].usedBy) {
      if (use.type === 'event') await call('DELETE', `/api/events/${use.id}`, admin);
      else await call('DELETE', `/api/posts/${use.id}`, admin);
    }
    const deleted = await call('DELETE', `/api/media/${photo.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: photo.imageUrl })).statusCode).toBe(404);
    const key = photo.imageUrl.split('/').pop()!;
    const stem = key.replace('.png', '');
    const left = await t.app.services.storage.list();
    expect(left.filter((name) => name.startsWith(stem))).toEqual([]);
    // The original and its 480 and 960 px copies.
    expect(stored.filter((name) => name.startsWith(stem))).toHaveLength(3);
    expect(await names()).toEqual(['notes.pdf']);
    expect((await call('DELETE', `/api/media/${photo.id}`, admin)).statusCode).toBe(404);
  });

  it('shows a contributor their own uploads only, and lets them change nothing else', async () => {
    const mine = await upload(contributor, 'my cover.png', await files.png());
    expect(await names('', contributor)).toEqual(['my cover.png']);
    expect(await names('', admin)).toEqual(['my cover.png', 'notes.pdf']);
    const notes = (await library('?q=notes')).json()[0];
    const patch = await call('PATCH', `/api/media/${notes._id}`, contributor, { alt: 'x' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().message).toBe('You can change only the files you uploaded.');
    expect((await call('DELETE', `/api/media/${notes._id}`, contributor)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/media/${mine.id}`, contributor, { alt: 'A cover' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/media' })).statusCode).toBe(401);
  });

  it("keeps a contributor's upload theirs to change until published content shows it", async () => {
    const cover = await upload(contributor, 'moot cover.png', await files.png());
    const edit = (token: string, alt: string) => call('PATCH', `/api/media/${cover.id}`, token, { alt });
    const post = async (status: 'draft' | 'published', slug: string) => {
      const created = await call('POST', '/api/posts', admin, {
        title: `Moot report ${slug}`,
        slug,
        status,
        coverImageUrl: cover.imageUrl,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json()._id as string;
    };
    // A draft using it: still the contributor's to change.
    await post('draft', 'moot-draft');
    expect((await edit(contributor, 'Draft cover')).statusCode).toBe(200);
    // An editor puts it on a published post: from now on only editors and up change what /news shows.
    const published = await post('published', 'moot-published');
    const refused = await edit(contributor, 'Something else entirely');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do that.');
    expect((await call('DELETE', `/api/media/${cover.id}`, contributor)).statusCode).toBe(403);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/posts/moot-published' })).json();
    expect(shown.coverImageAlt).toBe('Draft cover');
    expect((await edit(admin, 'The moot court finalists')).statusCode).toBe(200);
    // Back to a draft: the contributor may change it again.
    const unpublished = await call('PUT', `/api/posts/${published}`, admin, {
      title: 'Moot report moot-published',
      slug: 'moot-published',
      status: 'draft',
      coverImageUrl: cover.imageUrl,
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await edit(contributor, 'Finalists')).statusCode).toBe(200);

    // Any event, executive or material is public: an event's picture is as published as a post's.
    const poster = await upload(contributor, 'poster.png', await files.png());
    const event = await call('POST', '/api/events', admin, {
      title: 'Moot night',
      description: 'The finals.',
      eventDate: '2027-03-01T18:00:00.000Z',
      venue: 'Hall A',
      imageUrl: poster.imageUrl,
    });
    expect(event.statusCode, event.body).toBe(201);
    expect((await call('PATCH', `/api/media/${poster.id}`, contributor, { alt: 'x' })).statusCode).toBe(403);
  });

  it('lists files stored before the library existed under their stored names, once', async () => {
    const key = `${'ab'.repeat(16)}_64x48.png`;
    const image = await files.png();
    await t.app.services.storage.put(key, image, { contentType: 'image/png', cacheControl: 'no-cache' });
    await t.app.services.storage.put(`${'ab'.repeat(16)}_64x48_480w.webp`, image, {
      contentType: 'image/webp',
      cacheControl: 'no-cache',
    });
    expect(await t.app.services.media.backfill()).toBe(1);
    expect(await t.app.services.media.backfill()).toBe(0);
    const [item] = (await library(`?q=${'ab'.repeat(16)}`)).json();
    expect(item).toMatchObject({
      originalName: key,
      mimeType: 'image/png',
      bytes: image.length,
      width: 64,
      height: 48,
    });
  });
});

describe('the media library sorted (decision 018)', () => {
  it('sorts by name, size and date uploaded either way, with the search, a kind and a page at once', async () => {
    // Three files the search "brief" finds, uploaded in this order; their sizes follow their pixels.
    await upload(admin, 'Brief beta.png', await files.png(300, 200));
    await upload(admin, 'brief alpha.png', await files.png(900, 700));
    await upload(admin, 'BRIEF gamma.pdf', files.pdf());
    const briefs = '?q=brief';

    expect(await names(briefs)).toEqual(['BRIEF gamma.pdf', 'brief alpha.png', 'Brief beta.png']);
    expect(await names(`${briefs}&sort=name`)).toEqual([
      'brief alpha.png',
      'Brief beta.png',
      'BRIEF gamma.pdf',
    ]);
    expect(await names(`${briefs}&sort=-name`)).toEqual([
      'BRIEF gamma.pdf',
      'Brief beta.png',
      'brief alpha.png',
    ]);
    const sizes = (await library(`${briefs}&sort=size`)).json().map((item: { bytes: number }) => item.bytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(sizes[0]).toBeLessThan(sizes[2]);
    expect((await names(`${briefs}&sort=-size`))[0]).toBe('brief alpha.png');
    expect(await names(`${briefs}&sort=uploaded`)).toEqual([
      'Brief beta.png',
      'brief alpha.png',
      'BRIEF gamma.pdf',
    ]);
    expect(await names(`${briefs}&sort=-uploaded`)).toEqual([
      'BRIEF gamma.pdf',
      'brief alpha.png',
      'Brief beta.png',
    ]);
    expect(await names(`${briefs}&kind=image&sort=-name`)).toEqual(['Brief beta.png', 'brief alpha.png']);

    const second = await library(`${briefs}&sort=name&limit=2&page=2`);
    expect(second.json().map((item: { originalName: string }) => item.originalName)).toEqual([
      'BRIEF gamma.pdf',
    ]);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.headers.link).toBe('</api/media?q=brief&sort=name&limit=2&page=1>; rel="prev"');
  });

  it('refuses a column it does not show with 400, naming the columns there are', async () => {
    const response = await call('GET', '/api/media?sort=alt', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.sort).toBe(
      'Sort must be one of name, size, uploaded, each optionally preceded by - for descending order.',
    );
  });
});
