import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../testing/test-app.ts';
import { type ElectionTestApp, electionTestApp } from './election-fixtures.ts';

// Issue 28, Secrecy (decision 033): who voted and what was voted are stored apart with nothing that
// links them. Ballots are cast, then every table, the log output, the e-mails and a backup archive
// are read as the operator could read them, and no voter is matched to a ballot. What the decision
// says the operator could still learn while voting is open (the order rows were written in) is
// checked too, and that the close takes it away.

const logLines: string[] = [];
let e: ElectionTestApp;
beforeAll(async () => {
  e = await electionTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => logLines.push(line) } },
  );
});
afterAll(() => e.close());

type Cast = { memberId: string; email: string; receipt: string; choices: Record<string, string[]> };

/** The rows of a raw query (the database's own columns and catalogue: ctid, xmin, pg_tables). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await e.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table of the site, as JSON text, by table. */
async function everyRow(): Promise<Map<string, string[]>> {
  const tables = await rowsOf<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
  );
  const rows = new Map<string, string[]>();
  for (const { tablename } of tables) {
    const texts = await rowsOf<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(tablename)} t`,
    );
    rows.set(
      tablename,
      texts.map((r) => r.row),
    );
  }
  return rows;
}

async function columnsOf(table: string): Promise<string[]> {
  const columns = await rowsOf<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_name = ${table} order by ordinal_position`,
  );
  return columns.map((r) => r.column_name);
}

/** The archive's backup.json, as the backup download gives it. */
async function archiveTables(): Promise<Record<string, Record<string, unknown>[]>> {
  const download = await e.t.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(e.admin) });
  expect(download.statusCode).toBe(200);
  const extract = tar.extract();
  let manifest = '';
  for await (const entry of Readable.from(gunzipSync(download.rawPayload)).pipe(extract)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.name === 'backup.json') manifest = Buffer.concat(chunks).toString('utf8');
  }
  return JSON.parse(manifest).tables;
}

describe('the secrecy of the ballot', () => {
  let slug: string;
  let electionId: string;
  const casts: Cast[] = [];

  it('casts eight ballots, each a different choice, leaving no trace in the audit log', async () => {
    const election = await e.create({ title: 'Secret ballot', session: '2060/2061' });
    slug = election.slug;
    electionId = election._id;
    const [president, committee] = election.positions.map((p) => p._id) as [string, string];
    await e.move(slug, 'nominations');
    const a = await e.candidate(slug, president, 'Candidate A');
    const b = await e.candidate(slug, president, 'Candidate B');
    const c = await e.candidate(slug, committee, 'Candidate C');
    const d = await e.candidate(slug, committee, 'Candidate D');
    const f = await e.candidate(slug, committee, 'Candidate F');
    const voters = [];
    for (let index = 0; index < 8; index += 1) voters.push(await e.member(`Secret Voter ${index}`));
    await e.move(slug, 'voting');
    const patterns = [
      { [president]: [a], [committee]: [c, d] },
      { [president]: [b], [committee]: [c] },
      { [president]: [a], [committee]: [] },
      { [president]: [], [committee]: [d, f] },
      { [president]: [b], [committee]: [c, f] },
      { [president]: [a], [committee]: [f] },
      { [president]: [b], [committee]: [d] },
      { [president]: [], [committee]: [] },
    ];
    const auditBefore = (await e.api('GET', '/api/activity?limit=1', { token: e.admin })).headers[
      'x-total-count'
    ];
    for (const [index, voter] of voters.entries()) {
      const cast = await e.cast(slug, voter.cookie, patterns[index]!);
      expect(cast.statusCode, cast.body).toBe(201);
      casts.push({
        memberId: voter.id,
        email: voter.email,
        receipt: cast.json().receipt,
        choices: patterns[index]!,
      });
    }
    const auditAfter = (await e.api('GET', '/api/activity?limit=1', { token: e.admin })).headers[
      'x-total-count'
    ];
    expect(auditAfter).toBe(auditBefore);
    expect(new Set(casts.map((cast) => cast.receipt)).size).toBe(8);
  });

  it('stores who voted and what was voted apart: no shared column but the election, no time, no serial', async () => {
    expect(await columnsOf('election_voters')).toEqual(['election_id', 'member_id']);
    expect(await columnsOf('election_ballots')).toEqual(['election_id', 'receipt', 'choices']);
    const rows = await everyRow();
    expect(rows.get('election_ballots')).toHaveLength(8);
    for (const { receipt, memberId } of casts) {
      // The receipt is in the ballots only; the voter nowhere near them.
      const holding = [...rows]
        .filter(([, texts]) => texts.some((text) => text.includes(receipt)))
        .map(([table]) => table);
      expect(holding).toEqual(['election_ballots']);
      expect(rows.get('election_ballots')!.some((text) => text.includes(memberId))).toBe(false);
    }
    // Nothing else in the database says when a ballot was cast or who cast which.
    for (const [table, texts] of rows) {
      if (table === 'election_ballots') continue;
      for (const text of texts) expect(text).not.toMatch(/receipt/i);
    }
  });

  it('writes neither the receipt nor the voter nor even the cast into the log; sends no e-mail about it', () => {
    const log = logLines.join('');
    // The log is being written (a request of the test above), so its silence about ballots is not an accident.
    expect(log).toContain('"url":"/api/elections/');
    expect(log).not.toMatch(/POST[^\n]*\/ballots|"url":"\/api\/elections\/[^"]*\/ballots"/);
    for (const { receipt, memberId } of casts) {
      expect(log).not.toContain(receipt);
      expect(log).not.toContain(memberId);
    }
    // Each voter had one e-mail, their joining link, before voting; none since, none with a receipt.
    for (const { email, receipt } of casts) {
      const mails = e.sink.mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(`${mails[0]!.subject} ${mails[0]!.text}`).not.toContain(receipt);
    }
  });

  it('keeps ballots in receipt order and voters in member order in a backup, read in one snapshot', async () => {
    const tables = await archiveTables();
    const ballots = tables.election_ballots!.filter((row) => row.electionId === electionId);
    const voters = tables.election_voters!.filter((row) => row.electionId === electionId);
    expect(ballots.map((row) => Object.keys(row).sort())).toEqual(
      Array(8).fill(['choices', 'electionId', 'receipt']),
    );
    expect(ballots.map((row) => row.receipt)).toEqual(casts.map((cast) => cast.receipt).sort());
    expect(voters.map((row) => row.memberId)).toEqual(casts.map((cast) => cast.memberId).sort());
    const archive = JSON.stringify(tables);
    for (const { receipt } of casts) expect(archive.split(receipt)).toHaveLength(2);
  });

  it('refuses a restore while voting: a restore needs an empty site', async () => {
    const download = await e.t.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(e.admin) });
    await expect(e.t.app.services.backup.restore(Readable.from(download.rawPayload))).rejects.toMatchObject({
      statusCode: 409,
    });
    // Restored on a new site, the election resumes as the archive had it: its voters with their ballots.
    const target = await createTestApp();
    try {
      const restored = await target.app.services.backup.restore(Readable.from(download.rawPayload));
      expect(restored.tables).toMatchObject({
        election_ballots: 8,
        election_voters: 8,
        election_roll: expect.any(Number),
      });
      const detail = (await target.app.inject({ url: `/api/elections/${slug}` })).json();
      expect(detail).toMatchObject({ status: 'voting', turnout: { ballots: 8 } });
    } finally {
      await target.close();
    }
  });

  it('while voting, the tables’ physical order and transaction ids still follow casting (what the operator could learn); the close takes both away', async () => {
    const physical = async () => {
      const ballots = await rowsOf<{ receipt: string; xmin: string }>(
        sql`select receipt, xmin::text as xmin from election_ballots where election_id = ${electionId} order by ctid`,
      );
      const voters = await rowsOf<{ member_id: string; xmin: string }>(
        sql`select member_id, xmin::text as xmin from election_voters where election_id = ${electionId} order by ctid`,
      );
      return { ballots, voters };
    };
    const during = await physical();
    // Decision 033: the database itself writes rows where and when they come. A superuser reading
    // ctid or xmin during voting could pair them; the application never does, and the close undoes it.
    expect(during.ballots.map((row) => row.receipt)).toEqual(casts.map((cast) => cast.receipt));
    expect(during.ballots.map((row) => row.xmin)).toEqual(during.voters.map((row) => row.xmin));

    await e.move(slug, 'closed');
    const after = await physical();
    expect(after.ballots.map((row) => row.receipt)).toEqual(casts.map((cast) => cast.receipt).sort());
    expect(after.voters.map((row) => row.member_id)).toEqual(casts.map((cast) => cast.memberId).sort());
    const transactions = new Set([...after.ballots, ...after.voters].map((row) => row.xmin));
    expect(transactions.size).toBe(1);
    // The rewritten rows' old versions were vacuumed away (a failure would be a warning in the log).
    expect(logLines.join('')).not.toContain('reclaiming the rewritten ballots failed');
    // The ballots themselves are the same: the published list is the voters' choices.
    await e.move(slug, 'published');
    const published = (await e.api('GET', `/api/elections/${slug}/ballots`)).json() as Omit<
      Cast,
      'memberId' | 'email'
    >[];
    const byReceipt = new Map(published.map((ballot) => [ballot.receipt, ballot.choices]));
    for (const cast of casts) {
      const sortedChoices = Object.fromEntries(
        Object.entries(cast.choices).map(([position, ids]) => [position, [...ids].sort()]),
      );
      expect(byReceipt.get(cast.receipt)).toEqual(sortedChoices);
    }
  });
});
