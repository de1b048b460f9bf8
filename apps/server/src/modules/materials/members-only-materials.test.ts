import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage/create-storage.ts';
import {
  memberCookie,
  memberMailEnv,
  STUDENT_DOMAIN,
  useStudentDomain,
} from '../../testing/member-sessions.ts';
import { type S3TestServer, startS3Server } from '../../testing/s3-server.ts';
import * as files from '../../testing/sample-files.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, createTestApp, TEST_STORAGE, type TestApp } from '../../testing/test-app.ts';
import { uploadHeaders } from '../uploads/upload-headers.ts';

// Issue 27, decision 031: a members-only material is listed for everyone with its flag; its file
// answers 401 without a verified member's session or a staff token, 403 to a member not verified,
// and is moved out of public reach (never served under /uploads, nor from a bucket's public folder).

async function upload(t: TestApp, headers: Record<string, string>, name: string, content: Buffer) {
  const { payload, headers: form } = files.multipart('file', name, content);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...form, ...headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().imageUrl as string;
}

const material = (fileUrl: string, extra: object = {}) => ({
  title: 'Land Law Past Questions 2024',
  level: '400L',
  materialType: 'Past Question',
  fileUrl,
  membersOnly: true,
  ...extra,
});

describe('members-only materials', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let staff: Record<string, string>;
  let verified: string;
  let awaiting: string;
  let lapsed: string;
  let fileUrl: string;
  let id: string;
  const pdf = files.pdf();

  type Headers = Record<string, string>;
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
  const save = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: staff, payload });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(memberMailEnv(sink));
    const token = await t.adminToken();
    staff = bearer(token);
    await useStudentDomain(t, token);
    fileUrl = await upload(t, staff, 'land-law.pdf', pdf);
    const created = await save('POST', '/api/materials', material(fileUrl));
    expect(created.statusCode, created.body).toBe(201);
    id = created.json()._id;
    verified = await memberCookie(t, sink, `ada@${STUDENT_DOMAIN}`);
    awaiting = await memberCookie(t, sink, 'bola@example.com');
    lapsed = await memberCookie(t, sink, `chi@${STUDENT_DOMAIN}`, 'lapsed');
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('lists it for everyone with the flag and its gate as the file, never the stored file', async () => {
    const gate = `/api/materials/${id}/file`;
    for (const headers of [{}, { cookie: verified }, { cookie: awaiting }] as Headers[]) {
      const list = await get('/api/materials', headers);
      expect(list.json()).toEqual([
        expect.objectContaining({ _id: id, membersOnly: true, fileUrl: gate, fileType: 'PDF' }),
      ]);
      expect(list.body).not.toContain(fileUrl.slice('/uploads/'.length));
      expect((await get(`/api/materials/${id}`, headers)).json()).toMatchObject({ fileUrl: gate });
    }
    // Staff (the editor, the admin list) get the stored file, which they save back.
    expect((await get(`/api/materials/${id}`, staff)).json()).toMatchObject({ fileUrl, membersOnly: true });
    expect((await get('/api/materials/all', staff)).json()[0]).toMatchObject({ fileUrl, membersOnly: true });
  });

  it('answers 401 to a visitor and to an ended session, 403 to a member not verified', async () => {
    for (const headers of [
      {},
      { cookie: 'lss_member=ended' },
      { authorization: 'Bearer not-a-token' },
    ] as Headers[]) {
      const response = await get(`/api/materials/${id}/file`, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sign in as a member to download this file.' });
      expect(response.rawPayload.includes(pdf)).toBe(false);
    }
    for (const cookie of [awaiting, lapsed]) {
      const response = await get(`/api/materials/${id}/file`, { cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'The society must verify your membership before you can download this file.',
      });
    }
  });

  it('streams the file to a verified member and to staff, private and uncached, as a download named after it', async () => {
    for (const headers of [{ cookie: verified }, staff]) {
      const response = await get(`/api/materials/${id}/file`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(pdf)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'attachment; filename="land-law-past-questions-2024.pdf"',
      });
    }
  });

  it('is not served under /uploads any more, by its name or its private one', async () => {
    const name = fileUrl.slice('/uploads/'.length);
    for (const url of [fileUrl, `/uploads/private-${name}`]) {
      for (const headers of [{}, { cookie: verified }, staff] as Headers[]) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(404);
        expect(response.rawPayload.includes(pdf)).toBe(false);
      }
    }
    if (TEST_STORAGE === 'disk') {
      const dir = path.join(t.config.dataDir, 'uploads');
      expect(existsSync(path.join(dir, name))).toBe(false);
      expect(existsSync(path.join(dir, `private-${name}`))).toBe(true);
    }
  });

  it('refuses a members-only material whose file is a link elsewhere (it could not be kept from visitors)', async () => {
    const response = await save('POST', '/api/materials', material('https://example.org/notes.pdf'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      fileUrl:
        'A members-only material needs a file uploaded here: a link to another site cannot be kept from visitors.',
    });
    const refused = await save('POST', '/api/materials', material(fileUrl, { membersOnly: 'perhaps' }));
    expect(refused.json().errors).toEqual({ membersOnly: 'Members only must be true or false.' });
  });

  it('searches it by its words, linking to the list (with its lock) rather than to the file', async () => {
    const response = await get('/api/search?q=land%20law');
    expect(response.json()).toEqual([expect.objectContaining({ kind: 'materials', url: '/materials' })]);
  });

  it('puts the file back under its public name once no members-only material uses it', async () => {
    // A second members-only material on the same file: the first opening up leaves it private.
    const second = await save('POST', '/api/materials', material(fileUrl, { title: 'Copy' }));
    expect(second.statusCode).toBe(201);
    const opened = await save('PUT', `/api/materials/${id}`, material(fileUrl, { membersOnly: false }));
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await get(fileUrl)).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/materials/${second.json()._id}`,
      headers: staff,
    });
    expect(removed.statusCode).toBe(200);
    const served = await get(fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    // Its gate now sends everyone to the public file.
    const gate = await get(`/api/materials/${id}/file`);
    expect(gate.statusCode).toBe(302);
    expect(gate.headers.location).toBe(fileUrl);
    expect((await get('/api/materials')).json()[0]).toMatchObject({ membersOnly: false, fileUrl });

    // Locked again, then replaced by another file: the old one goes public, the new one private.
    const other = await upload(t, staff, 'other.docx', files.docx());
    expect((await save('PUT', `/api/materials/${id}`, material(fileUrl))).statusCode).toBe(200);
    expect((await get(fileUrl)).statusCode).toBe(404);
    expect((await save('PUT', `/api/materials/${id}`, material(other))).statusCode).toBe(200);
    expect((await get(fileUrl)).statusCode).toBe(200);
    expect((await get(other)).statusCode).toBe(404);
    const download = await get(`/api/materials/${id}/file`, { cookie: verified });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="land-law-past-questions-2024.docx"',
    );
  });

  it('keeps a private file in backups, and the media library deletes it with its upload', async () => {
    const name = (await get(`/api/materials/${id}`, staff)).json().fileUrl.slice('/uploads/'.length);
    const storage = createStorage(t.config.storage, { warn: () => {} });
    expect(await storage.list()).toContain(`private-${name}`);
    // Backups take every name uploadHeaders knows (backup.service.ts).
    expect(uploadHeaders(`private-${name}`)).toMatchObject({ cacheControl: 'private, no-store' });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/materials/${id}`, headers: staff });
    expect(deleted.statusCode).toBe(200);
    // Released on deletion: public again, as the media library lists it.
    expect(await storage.list()).toContain(name);
    expect(await storage.list()).not.toContain(`private-${name}`);
  });
});

describe('members-only materials in an S3 bucket with a public URL', () => {
  let server: S3TestServer;
  let t: TestApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    server = await startS3Server();
    t = await createTestApp({ ...(await server.bucketEnv()), S3_PUBLIC_URL: 'https://cdn.lss.test' });
    staff = bearer(await t.adminToken());
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  it("keeps the file out of the bucket's public folder, and never hands out its bucket address", async () => {
    const bucket = t.config.storage.kind === 's3' ? t.config.storage.bucket : '';
    const pdf = files.pdf();
    const { payload, headers } = files.multipart('file', 'notes.pdf', pdf);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, ...staff },
    });
    const publicUrl: string = uploaded.json().imageUrl;
    const name = publicUrl.slice('https://cdn.lss.test/uploads/'.length);
    expect(await server.keys(bucket)).toEqual([`uploads/${name}`]);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: staff,
      payload: material(`/uploads/${name}`),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await server.keys(bucket)).toEqual([`private/private-${name}`]);
    const object = await server.object(bucket, `private/private-${name}`);
    expect(object.body.equals(pdf)).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/api/materials' });
    expect(list.json()[0].fileUrl).toBe(`/api/materials/${created.json()._id}/file`);
    expect(list.body).not.toContain(name);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/materials/${created.json()._id}/file`,
      headers: staff,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(await createStorage(t.config.storage, { warn: () => {} }).list()).toEqual([`private-${name}`]);
  });
});
