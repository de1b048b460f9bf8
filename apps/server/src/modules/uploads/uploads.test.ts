import { responsiveImage } from '@lss/shared/upload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as files from '../../testing/sample-files.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { animatedGif, animatedWebp, bigJpeg, docxDeclaringLess, docxWithMedia } from './hostile-files.ts';
import { PUBLIC_UPLOADS_PER_HOUR, UPLOADS_PER_HOUR } from './uploads.routes.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  token = await t.adminToken();
});
afterAll(() => t.close());

async function upload(filename: string, content: Buffer, field = 'image', type?: string) {
  const { payload, headers } = files.multipart(field, filename, content, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

const TOO_MANY_PIXELS =
  'This image is too large: it may have at most 24 megapixels (an animation counts every frame).';

describe('uploads', () => {
  it.each([
    ['photo.png', files.png, 'png', 'image/png'],
    ['photo.gif', files.gif, 'gif', 'image/gif'],
    ['photo.webp', files.webp, 'webp', 'image/webp'],
    ['notes.pdf', async () => files.pdf(), 'pdf', 'application/pdf'],
    ['essay.doc', async () => files.doc(), 'doc', 'application/msword'],
    [
      'essay.docx',
      async () => files.docx(),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('accepts %s and serves it with its real type', async (name, make, extension, mime) => {
    const response = await upload(name, await make());
    expect(response.statusCode, response.body).toBe(201);
    const { imageUrl } = response.json();
    const size = mime.startsWith('image/') ? '_\\d+x\\d+' : '';
    expect(imageUrl).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}${size}\\.${extension}$`));
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    if (mime.startsWith('image/')) expect(served.headers['content-disposition']).toBeUndefined();
    else expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('names files by their content, not by the name they came with', async () => {
    const response = await upload('innocent.pdf', await files.png());
    expect(response.json().imageUrl).toMatch(/\.png$/);
    const traversal = await upload('../../../etc/passwd.png', await files.png());
    expect(traversal.json().imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}_64x48\.png$/);
  });

  it('strips metadata from images', async () => {
    const original = await files.jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { imageUrl } = (await upload('gps.jpg', original)).json();
    const stored = (await t.app.inject({ method: 'GET', url: imageUrl })).rawPayload;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Photographer'))).toBe(false);
  });

  it('stores an image under its size with smaller WebP copies for srcset', async () => {
    const { imageUrl } = (await upload('wide.png', await files.png(1200, 600))).json();
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}_1200x600\.png$/);
    const { srcSet, width, height } = responsiveImage(imageUrl);
    expect({ width, height }).toEqual({ width: 1200, height: 600 });
    const candidates = srcSet!.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, w]) => w)).toEqual(['480w', '960w', '1200w']);
    for (const [url, w] of candidates) {
      const served = await t.app.inject({ method: 'GET', url: url! });
      expect(served.statusCode, url).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(Number.parseInt(w!, 10));
    }
  });

  it('refuses images of absurd dimensions before decoding them', async () => {
    const response = await upload('bomb.png', files.pngHeaderOnly(100_000, 100_000));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(TOO_MANY_PIXELS);
  });

  it('refuses SVG, HTML, scripts and other containers with 415', async () => {
    for (const [name, content] of [
      ['x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['x.html', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['x.js', Buffer.from('alert(1)')],
      ['x.xls', files.otherCompoundFile()],
      ['x.zip', files.zip({ 'a.txt': 'hello' })],
    ] as const) {
      const response = await upload(name, content);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().message).toBe(
        'This file type is not supported. Upload a JPEG, PNG, GIF, WebP, PDF, DOC or DOCX file.',
      );
    }
  });

  it('refuses a polyglot whose image header hides HTML', async () => {
    const header = (await files.png()).subarray(0, 33);
    const response = await upload(
      'poly.png',
      Buffer.concat([header, Buffer.from('<html><script>alert(1)</script></html>')]),
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses empty, missing and oversize files', async () => {
    const empty = await upload('empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The uploaded file is empty.');

    const wrongField = await upload('photo.png', await files.png(), 'attachment');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({
      message: 'Choose a file to upload.',
      errors: { image: 'Choose a file to upload.' },
    });

    const big = Buffer.concat([files.pdf(), Buffer.alloc(1024 * 1024 + 10)]);
    const tooLarge = await upload('big.pdf', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file is larger than 1 MB.');
  });

  it('requires a token', async () => {
    const { payload, headers } = files.multipart('image', 'p.png', await files.png());
    expect((await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for unknown or malformed upload names', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/x.exe',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('uploads that would cost the server or a reader too much', () => {
  const stored = async () => (await t.app.services.storage.list()).length;

  it('refuses a 6000×6000 JPEG (211 kB) with 413 and stores nothing', async () => {
    const before = await stored();
    const response = await upload('huge.jpg', await bigJpeg(6000, 6000));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(TOO_MANY_PIXELS);
    expect(await stored()).toBe(before);
  });

  it('counts every frame of an animation: seven 2000×2000 GIF frames or four 3000×3000 WebP ones are refused', async () => {
    for (const [name, content] of [
      ['anim.gif', animatedGif(2000, 2000, 7)],
      ['anim.webp', await animatedWebp(3000, 3000, 4)],
    ] as const) {
      const response = await upload(name, content);
      expect(response.statusCode, name).toBe(413);
      expect(response.json().message).toBe(TOO_MANY_PIXELS);
    }
  });

  it('accepts an image just under 24 megapixels', { timeout: 60_000 }, async () => {
    const response = await upload('camera.jpg', await bigJpeg(6000, 3999));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().imageUrl).toMatch(/_6000x3999\.jpg$/);
  });

  it('decodes one image at a time however many arrive at once', { timeout: 60_000 }, async () => {
    const image = await bigJpeg(2400, 1600);
    let mostRunning = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      const { running, waiting } = t.app.services.uploads.imageJobs();
      mostRunning = Math.max(mostRunning, running);
      mostWaiting = Math.max(mostWaiting, waiting);
    }, 5);
    try {
      const responses = await Promise.all(Array.from({ length: 8 }, () => upload('photo.jpg', image)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    } finally {
      clearInterval(watch);
    }
    expect(mostWaiting).toBeGreaterThan(0);
    expect(mostRunning).toBe(1);
    expect(t.app.services.uploads.imageJobs().peak).toBe(1);
  });

  it('refuses a .docx that would expand past 50 MB (60 MB of zeros, deflated), without expanding it', async () => {
    const bomb = docxWithMedia(60 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = await stored();
    const response = await upload('essay.docx', bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'This document expands to more than 50 MB once opened. Upload a smaller file.',
    );
    expect(await stored()).toBe(before);
  });

  it('refuses a .docx whose zip index understates it: 1 GiB declared as 1,000 bytes, measured by inflating', async () => {
    // About 1 MB of file: a site whose uploads may be 2 MB takes it in.
    const roomy = await createTestApp({ UPLOAD_MAX_MB: '2' });
    try {
      const admin = await roomy.adminToken();
      const send = (filename: string, content: Buffer) => {
        const { payload, headers } = files.multipart('image', filename, content);
        return roomy.app.inject({
          method: 'POST',
          url: '/api/upload',
          payload,
          headers: { ...headers, ...bearer(admin) },
        });
      };
      const bomb = docxDeclaringLess(1024, 1000);
      expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);
      const before = (await roomy.app.services.storage.list()).length;
      const response = await send('essay.docx', bomb);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(
        'This document expands to more than 50 MB once opened. Upload a smaller file.',
      );
      expect((await roomy.app.services.storage.list()).length).toBe(before);
      // The same lie about a part that is really small is no reason to refuse the document.
      const small = await send('small.docx', docxDeclaringLess(2, 1000));
      expect(small.statusCode, small.body).toBe(201);
    } finally {
      await roomy.close();
    }
  });

  it('accepts a .docx with 5 MB of content', async () => {
    const response = await upload('essay.docx', docxWithMedia(5 * 1024 * 1024));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().imageUrl).toMatch(/\.docx$/);
  });

  it('refuses a .docx whose zip index is cut off', async () => {
    const whole = docxWithMedia(1024);
    const response = await upload('cut.docx', whole.subarray(0, whole.length - 30));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'This Word document is damaged and cannot be opened. Save it again and upload the new copy.',
    );
  });
});

describe("the original front end's uploads (decision 024)", () => {
  it('takes the file from the field "file" as well as "image"', async () => {
    const response = await upload('torts.pdf', files.pdf(), 'file');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      imageUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.pdf$/),
      originalName: 'torts.pdf',
    });
  });

  async function publicUpload(filename: string, content: Buffer, field = 'image', ip = '10.9.0.1') {
    const { payload, headers } = files.multipart(field, filename, content);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/public',
      payload,
      headers,
      remoteAddress: ip,
    });
  }
  const library = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/media?limit=100', headers: bearer(token) })).json() as {
      url: string;
    }[];

  it('takes a visitor\'s picture without a token, from "image" or "file", and keeps it out of the library', async () => {
    for (const field of ['image', 'file']) {
      const response = await publicUpload('cover.png', await files.png(), field, `10.9.1.${field.length}`);
      expect(response.statusCode, response.body).toBe(201);
      const { imageUrl } = response.json();
      expect(response.json()).toEqual({
        imageUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}_64x48\.png$/),
      });
      expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
      expect((await library()).map((item) => item.url)).not.toContain(imageUrl);
    }
  });

  it('refuses documents (415), a missing file (400) and oversize files (413), each with a message', async () => {
    const document = await publicUpload('torts.pdf', files.pdf(), 'image', '10.9.2.1');
    expect(document.statusCode).toBe(415);
    expect(document.json().message).toBe('The picture must be a JPEG, PNG, GIF or WebP image.');
    const missing = await publicUpload('p.png', await files.png(), 'attachment', '10.9.2.2');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a file to upload.');
    const big = await publicUpload(
      'big.png',
      Buffer.concat([await files.png(), Buffer.alloc(1024 * 1024)]),
      'image',
      '10.9.2.3',
    );
    expect(big.statusCode).toBe(413);
  });

  it(`allows one address ${PUBLIC_UPLOADS_PER_HOUR} uploads an hour, then 429, and not the others`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= PUBLIC_UPLOADS_PER_HOUR; index++)
      statuses.push((await publicUpload('p.png', await files.png(), 'image', '10.9.3.1')).statusCode);
    expect(statuses).toEqual([...Array(PUBLIC_UPLOADS_PER_HOUR).fill(201), 429]);
    const refused = await publicUpload('p.png', await files.png(), 'image', '10.9.3.1');
    expect(refused.json().message).toEqual(expect.any(String));
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await publicUpload('p.png', await files.png(), 'image', '10.9.3.2')).statusCode).toBe(201);
  });
});

describe("the staff's uploads beside visitors' (issue 23)", () => {
  it("never wait behind visitors' pictures: an administrator's upload is done while twelve visitors' still queue", {
    timeout: 90_000,
  }, async () => {
    const large = await bigJpeg(3000, 3000);
    const visitors = Array.from({ length: 12 }, (_, index) => {
      const { payload, headers } = files.multipart('image', 'essay-cover.jpg', large);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/public',
        payload,
        headers,
        remoteAddress: `10.12.0.${index + 1}`,
      });
    });
    let visitorsDone = 0;
    for (const visitor of visitors) void visitor.then(() => (visitorsDone += 1));
    // Every visitor's picture is in (one decoding, the others waiting) before the administrator's.
    await expect
      .poll(() => t.app.services.uploads.imageJobs('visitors').waiting, { timeout: 20_000 })
      .toBe(11);

    const staff = await upload('notice.png', await files.png());
    expect(staff.statusCode, staff.body).toBe(201);
    expect(visitorsDone).toBeLessThan(12);
    expect(t.app.services.uploads.imageJobs('visitors').waiting).toBeGreaterThan(0);

    expect((await Promise.all(visitors)).map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    expect(t.app.services.uploads.imageJobs('visitors').peak).toBe(1);
  });
});

describe('upload quotas per account (issue 23)', () => {
  it(`stops a contributor after ${UPLOADS_PER_HOUR.contributor} files an hour with 429, not an editor, nor another contributor`, async () => {
    const team = await createTestApp();
    try {
      const admin = await team.adminToken();
      const tokenOf = async (email: string, role: string) => {
        const password = 'correct horse battery staple';
        await team.app.inject({
          method: 'POST',
          url: '/api/users/register',
          headers: bearer(admin),
          payload: { fullName: `The ${role}`, email, password, role },
        });
        const login = await team.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email, password },
        });
        return login.json().token as string;
      };
      const send = async (who: string) => {
        const { payload, headers } = files.multipart('image', 'figure.png', await files.png(16, 16));
        return team.app.inject({
          method: 'POST',
          url: '/api/upload',
          payload,
          headers: { ...headers, ...bearer(who) },
        });
      };
      const [contributor, otherContributor, editor] = await Promise.all([
        tokenOf('writer@lss.test', 'contributor'),
        tokenOf('second-writer@lss.test', 'contributor'),
        tokenOf('editor@lss.test', 'editor'),
      ]);

      const statuses: number[] = [];
      for (let index = 0; index <= UPLOADS_PER_HOUR.contributor; index++)
        statuses.push((await send(contributor)).statusCode);
      expect(statuses).toEqual([...Array(UPLOADS_PER_HOUR.contributor).fill(201), 429]);
      const refused = await send(contributor);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'You have uploaded as many files as an hour allows. Try again later.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      expect((await send(otherContributor)).statusCode).toBe(201);
      for (let index = 0; index <= UPLOADS_PER_HOUR.contributor; index++)
        expect((await send(editor)).statusCode).toBe(201);
    } finally {
      await team.close();
    }
  });
});
