import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, freePort, type Running, startServer, writeMaterial } from './testing/server-process.ts';

/**
 * Load: 200 concurrent clients mixing public reads and administrator writes against the real
 * server on loopback. Zero errors, and every acknowledged write is stored. `npm run test:load`
 * runs it for 60 s; `npm test` for 10 s (LOAD_SECONDS).
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = 200;
let server: Running | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-load-'));

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('load', () => {
  it(
    `serves ${CONNECTIONS} concurrent clients for ${SECONDS} s with zero errors and no lost write`,
    async () => {
      server = await startServer(dataDir, await freePort());
      const token = await adminToken(server.base);
      // A realistic library to read; the writes go to another level so the lists being read keep their size.
      for (let index = 0; index < 30; index++) {
        await writeMaterial(server.base, token, `seed-${index}`, '300L');
      }
      const acknowledged: string[] = [];
      let writeCount = 0;
      const write = {
        method: 'POST' as const,
        path: '/api/materials',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (request: Request) => {
          writeCount += 1;
          const title = `load-${writeCount}`;
          return {
            ...request,
            body: JSON.stringify({
              title,
              level: '500L',
              fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf',
            }),
          };
        },
        onResponse: (status: number, body: string) => {
          if (status === 201) acknowledged.push((JSON.parse(body) as { title: string }).title);
        },
      };
      const result = await autocannon({
        url: server.base,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        requests: [
          { method: 'GET', path: '/api/events' },
          { method: 'GET', path: '/api/posts' },
          write,
          { method: 'GET', path: '/api/materials?level=300L' },
          { method: 'GET', path: '/api/podcast/upcoming' },
          { method: 'GET', path: '/api/executives/featured' },
        ],
      });

      expect({
        errors: result.errors,
        timeouts: result.timeouts,
        statuses: Object.keys(result.statusCodeStats as unknown as Record<string, unknown>),
      }).toEqual({
        errors: 0,
        timeouts: 0,
        statuses: ['200', '201'],
      });
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
      expect(result.requests.total).toBeGreaterThan(CONNECTIONS * SECONDS);
      expect(acknowledged.length).toBeGreaterThan(0);

      // Every page of the list (decisions.md, Lists at volume: at most 100 a page).
      const titles = new Set<string>();
      for (let page = 1; ; page++) {
        const response = await fetch(`${server.base}/api/materials?page=${page}&limit=100`);
        const stored = (await response.json()) as { title: string }[];
        for (const material of stored) titles.add(material.title);
        if (titles.size >= Number(response.headers.get('x-total-count')) || !stored.length) break;
      }
      const missing = acknowledged.filter((title) => !titles.has(title));
      expect(missing).toEqual([]);
    },
    (SECONDS + 60) * 1000,
  );
});
