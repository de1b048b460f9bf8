import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../testing/sample-files.ts';
import { allowedAddress, fetchMedia, isPublicAddress, MediaFetchError, type Resolve } from './media-fetch.ts';

// decisions.md, Import: media only from the source's own host name (any port) and public addresses.
// No test here connects anywhere but this machine's loopback: refusals happen before connecting.

describe('isPublicAddress', () => {
  it.each([
    '10.0.0.7',
    '172.16.4.1',
    '192.168.1.1',
    '127.0.0.2',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '64:ff9b::a00:1',
    'not an address',
  ])('%s is not public', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});

describe('allowedAddress', () => {
  // A resolver of this test's own: no name server is asked.
  const names: Record<string, string[]> = {
    'media.example.test': ['10.0.0.7'],
    'cdn.example.test': ['93.184.215.14'],
    'mixed.example.test': ['93.184.215.14', '192.168.0.4'],
  };
  const resolve: Resolve = async (host) => {
    const found = names[host];
    if (!found) throw new Error('ENOTFOUND');
    return found.map((address) => ({ address, family: 4 }));
  };
  const check = (href: string, sourceHost: string | null = '127.0.0.1') =>
    allowedAddress(new URL(href), { sourceHost, resolve });

  it("allows the source's own host name at any address and port", async () => {
    await expect(check('http://127.0.0.1:9999/a.jpg')).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(check('http://media.example.test/a.jpg', 'media.example.test')).resolves.toEqual({
      address: '10.0.0.7',
      family: 4,
    });
  });

  it('refuses private, loopback and link-local addresses of any other host name, literal or resolved', async () => {
    for (const href of [
      'http://169.254.169.254/latest/meta-data/x.jpg',
      'http://10.0.0.7/a.jpg',
      'http://127.0.0.2:8088/a.jpg',
      'http://[::1]/a.jpg',
      'http://media.example.test/a.jpg',
      'http://mixed.example.test/a.jpg',
    ]) {
      await expect(check(href)).rejects.toThrow(/private, loopback or link-local/);
    }
  });

  it('allows a public address, and refuses other schemes and unknown names', async () => {
    await expect(check('https://cdn.example.test/a.jpg')).resolves.toEqual({
      address: '93.184.215.14',
      family: 4,
    });
    await expect(check('file:///etc/passwd')).rejects.toThrow(/not an http/);
    await expect(check('ftp://cdn.example.test/a.jpg')).rejects.toThrow(/not an http/);
    await expect(check('http://nowhere.example.test/a.jpg')).rejects.toThrow(/not known/);
  });
});

describe('fetchMedia', () => {
  let server: Server;
  let base: string;
  let picture: Buffer;

  beforeAll(async () => {
    picture = await png(40, 30);
    server = createServer((request, response) => {
      const url = request.url ?? '/';
      if (url === '/picture.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      } else if (url === '/moved') {
        response.writeHead(302, { location: '/picture.png' }).end();
      } else if (url === '/to-private') {
        response.writeHead(302, { location: 'http://10.0.0.7/picture.png' }).end();
      } else if (url === '/loop') {
        response.writeHead(302, { location: '/loop' }).end();
      } else if (url === '/huge') {
        // Declares 2 GB: refused from the header, nothing read.
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(2 * 1024 ** 3) });
        response.write(Buffer.alloc(1024));
      } else if (url === '/endless') {
        // Declares nothing and keeps sending: cut once past the limit.
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        const timer = setInterval(() => response.write(Buffer.alloc(64 * 1024)), 1);
        response.on('close', () => clearInterval(timer));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const policy = { sourceHost: '127.0.0.1', maxBytes: 1024 * 1024 };

  it('fetches from the source host and follows its redirects', async () => {
    expect(await fetchMedia(`${base}/picture.png`, policy)).toEqual(picture);
    expect(await fetchMedia(`${base}/moved`, policy)).toEqual(picture);
  });

  it('refuses a redirect to a private address, endless redirects and a 404, each with its reason', async () => {
    await expect(fetchMedia(`${base}/to-private`, policy)).rejects.toThrow(
      'http://10.0.0.7/picture.png points to a private, loopback or link-local address: not fetched.',
    );
    await expect(fetchMedia(`${base}/loop`, policy)).rejects.toThrow(/too many redirects/);
    await expect(fetchMedia(`${base}/missing.png`, policy)).rejects.toThrow(/the server answered 404/);
  });

  it('refuses a file larger than the limit, declared or not', async () => {
    await expect(fetchMedia(`${base}/huge`, policy)).rejects.toThrow(/larger than 1 MB/);
    await expect(fetchMedia(`${base}/endless`, policy)).rejects.toThrow(/larger than 1 MB/);
  });

  it('refuses the same loopback server under another name (localhost is not the source host)', async () => {
    const other = base.replace('127.0.0.1', 'localhost');
    const error = await fetchMedia(`${other}/picture.png`, policy).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaFetchError);
    expect((error as Error).message).toMatch(/private, loopback or link-local/);
  });

  it('reports a server that does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(fetchMedia(`http://127.0.0.1:${port}/a.jpg`, policy)).rejects.toThrow(/ECONNREFUSED/);
  });
});
