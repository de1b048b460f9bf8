import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementQueue } from './statement-queue.ts';

describe('the statement queue over PGlite', () => {
  let pglite: PGlite;
  let queue: StatementQueue;
  beforeAll(async () => {
    pglite = await PGlite.create();
    queue = new StatementQueue(pglite);
  });
  afterAll(() => queue.close());

  it('lets a timer that falls due during a burst of statements run before the burst ends', async () => {
    // Each statement takes a millisecond or more, so the burst lasts far longer than the timer's wait.
    const statements = 100;
    let finished = 0;
    const burst = Array.from({ length: statements }, () =>
      queue.query('select count(*) from generate_series(1, 20000)').then(() => finished++),
    );
    const finishedWhenTimerRan = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(finished), 5),
    );
    await Promise.all(burst);
    expect(finished).toBe(statements);
    expect(finishedWhenTimerRan).toBeLessThan(statements / 2);
  });

  it('runs the next statement after one fails', async () => {
    const failing = queue.query('select * from no_such_table');
    const next = queue.query<{ answer: number }>('select 42 as answer');
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect((await next).rows).toEqual([{ answer: 42 }]);
  });

  it('runs a transaction whose statements use its own handle, in turn with the others', async () => {
    await queue.query('create table notes (body text)');
    const [inserted, counted] = await Promise.all([
      queue.transaction(async (tx) => {
        await tx.query("insert into notes values ('first')");
        await tx.query("insert into notes values ('second')");
        return 2;
      }),
      queue.query<{ count: number }>('select count(*)::int as count from notes'),
    ]);
    expect(inserted).toBe(2);
    expect(counted.rows[0]?.count).toBe(2);
  });
});
