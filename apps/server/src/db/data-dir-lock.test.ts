import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lss-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('keeps data across a close and reopen', async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.db.execute(
      "insert into contact_messages (name, email, message) values ('A', 'a@x.test', 'kept')",
    );
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    const result = (await second.db.execute('select message from contact_messages')) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ message: 'kept' }]);
    await second.close();
  });

  it('refuses a second opener of the same data directory with a clear message', async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        /already in use by another server \(pid \d+\)/,
      );
    } finally {
      await first.close();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = await new Promise<number>((resolve) => child.on('exit', () => resolve(child.pid!)));
    writeFileSync(path.join(dir, 'server.lock'), String(deadPid));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await database.ping()).toBe(true);
    await database.close();
  });
});
