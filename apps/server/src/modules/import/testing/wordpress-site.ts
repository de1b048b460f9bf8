import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { multipart } from '../../../testing/sample-files.ts';

/**
 * The WordPress export made by a real WordPress 6.1 with The Events Calendar, and its uploads:
 * kept in the repository (fixtures/wordpress), so a fresh clone tests with it.
 */
export const WORDPRESS_FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../fixtures/wordpress',
);
export const WORDPRESS_EXPORT = path.join(WORDPRESS_FIXTURE, 'export.xml');

/**
 * The old site's media on this machine's loopback: `wp-content/uploads` served from the fixture,
 * as WordPress's web server would, plus a few hostile answers (a 2 GB declared size, a web page
 * named like a picture). Requests are counted by path. A test can hold one request (`hold`) to
 * stop a job at a point it chooses, while the job waits for that file.
 */
export async function serveWordPressUploads() {
  const uploads = path.join(WORDPRESS_FIXTURE, 'uploads');
  const requests: string[] = [];
  // Kept after its request arrived (`left` then goes below zero), so that closing can let it go.
  let holding: {
    left: number;
    arrived: (url: string) => void;
    released: Promise<void>;
    release: () => void;
  } | null = null;
  const server = createServer(async (request, response) => {
    const url = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    requests.push(url);
    if (holding && --holding.left === 0) {
      holding.arrived(url);
      await holding.released;
    }
    if (url === '/hostile/huge.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(2 * 1024 ** 3) });
      response.write(Buffer.alloc(1024));
      return;
    }
    if (url === '/hostile/page.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html><script>alert(1)</script></html>');
      return;
    }
    const file = path.join(uploads, url.replace(/^\/wp-content\/uploads\//, ''));
    if (!url.startsWith('/wp-content/uploads/') || !file.startsWith(uploads) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-length': String(statSync(file).size) });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    /**
     * Holds the `nth` request from now (1: the next) unanswered until `release`; `held` resolves with
     * its path once it is held.
     */
    hold(nth: number) {
      let arrived: (url: string) => void = () => {};
      let release = () => {};
      const held = new Promise<string>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holding = { left: nth, arrived, released, release };
      // Released before it came (a test failing earlier), the request passes straight through.
      return { held, release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        holding?.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** POST /api/import of the fixture export, as `headers`' administrator, its media from `mediaFrom`. */
export function uploadWordPressExport(
  app: FastifyInstance,
  headers: Record<string, string>,
  mediaFrom: string,
) {
  const body = multipart('file', 'export.xml', readFileSync(WORDPRESS_EXPORT), 'text/xml', {
    kind: 'wordpress',
    mediaFrom,
  });
  return app.inject({
    method: 'POST',
    url: '/api/import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
