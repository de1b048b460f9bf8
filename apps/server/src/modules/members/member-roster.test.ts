import { nextSession } from '@lss/shared/sessions';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, memberSessions, members } from '../../db/schema/index.ts';
import { newLinkToken } from '../../lib/one-time-tokens.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

// decisions.md, Members (staff) and issue 27, 'The society's side': the roster an editor keeps,
// its CSV, edits, verification, lapsing, the class-list import and the lapse of a new session.

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
let contributor: Record<string, string>;
let session: string;
const PASSWORD = 'correct horse battery staple';

const call = (options: InjectOptions) => t.app.inject(options);
const get = (url: string, headers = editor) => call({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = editor) =>
  call({ method: 'POST', url, headers, payload });
const importCsv = (csv: string, dryRun: boolean, headers = editor) =>
  call({
    method: 'POST',
    url: `/api/members/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });

async function staffToken(role: 'editor' | 'contributor') {
  const email = `${role}@lss.test`;
  const register = await post(
    '/api/users/register',
    { fullName: `The ${role}`, email, password: PASSWORD, role },
    admin,
  );
  expect(register.statusCode).toBe(201);
  const login = await call({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: PASSWORD },
  });
  return bearer(login.json().token);
}

let serial = 0;
/** A member written straight to the table (the member's own routes are tested in members.test.ts). */
async function member(values: Partial<typeof members.$inferInsert> = {}) {
  serial += 1;
  const [row] = await t.database.db
    .insert(members)
    .values({
      fullName: `Member ${serial}`,
      email: `member${serial}@students.test`,
      level: '200L',
      status: 'active',
      ...values,
    })
    .returning();
  return row!;
}
const statusOf = async (id: string) =>
  (await t.database.db.select().from(members).where(eq(members.id, id)))[0];
const names = (response: { json(): unknown }) =>
  (response.json() as { fullName: string }[]).map((m) => m.fullName);
const entriesAbout = (id: string) =>
  t.database.db.select().from(activityLog).where(eq(activityLog.entityId, id));

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.adminToken());
  editor = await staffToken('editor');
  contributor = await staffToken('contributor');
  session = (await get('/api/settings', admin)).json().currentSession;
});
afterAll(() => t.close());

/** Every staff route of the roster, with a request that would succeed for an editor. */
const ROUTES: [string, string, object?][] = [
  ['GET', '/api/members'],
  ['GET', '/api/members.csv'],
  ['GET', '/api/members/joined-sessions'],
  ['GET', '/api/members/renewal'],
  ['POST', '/api/members/renewal', { session: '2020/2021' }],
  ['POST', '/api/members/verify', { ids: ['00000000-0000-4000-8000-000000000001'] }],
  ['POST', '/api/members/lapse', { ids: ['00000000-0000-4000-8000-000000000001'] }],
  ['PATCH', '/api/members/00000000-0000-4000-8000-000000000001', { level: '300L' }],
  ['DELETE', '/api/members/00000000-0000-4000-8000-000000000001'],
];

describe('who may use the roster', () => {
  it('is refused without a token (401), to a contributor (403) and to a member session alone (401)', async () => {
    const ada = await member({ fullName: 'Ada Obi', status: 'verified' });
    const cookie = newLinkToken();
    await t.database.db.insert(memberSessions).values({
      memberId: ada.id,
      tokenHash: cookie.hash,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const memberCookie = { cookie: `lss_member=${cookie.token}` };
    // The cookie is a live member session.
    expect((await t.app.services.members.authenticate(cookie.token))?.member.id).toBe(ada.id);

    for (const [method, url, payload] of [...ROUTES, ['POST', '/api/members/import?dryRun=true'] as const]) {
      const asked = { method: method as 'GET', url, ...(payload ? { payload } : {}) };
      const anonymous = await call(asked);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.body).not.toContain('Ada Obi');
      const asMember = await call({ ...asked, headers: memberCookie });
      expect(asMember.statusCode, `${method} ${url} with a member cookie`).toBe(401);
      expect(asMember.body).not.toContain('Ada Obi');
      const asContributor = await call({ ...asked, headers: contributor });
      expect(asContributor.statusCode, `${method} ${url} as a contributor`).toBe(403);
      expect(asContributor.json()).toEqual({ message: 'You do not have permission to do that.' });
    }
    // An editor gets past the door on each (a 2xx, or a 404/409 about the made-up member or session).
    for (const [method, url, payload] of ROUTES) {
      const response = await call({
        method: method as 'GET',
        url,
        headers: editor,
        ...(payload ? { payload } : {}),
      });
      expect([200, 404, 409], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
    }
    await t.database.db.delete(members).where(eq(members.id, ada.id));
  });
});

describe('the roster list', () => {
  beforeAll(async () => {
    await t.database.db.delete(members);
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    await member({
      fullName: 'Chídí Okafor',
      email: 'chidi@students.test',
      matricNumber: '19/55EA001',
      level: '300L',
      status: 'verified',
      joinedAt: at(1),
      joinedSession: '2025/2026',
    });
    await member({
      fullName: 'Bola Ade',
      email: 'bola@gmail.test',
      matricNumber: '20/55EA002',
      level: '200L',
      status: 'active',
      joinedAt: at(2),
      joinedSession: '2025/2026',
    });
    await member({
      fullName: 'Ada Obi',
      email: 'ada@students.test',
      matricNumber: null,
      level: '100L',
      status: 'pending',
      joinedAt: at(3),
      joinedSession: '2026/2027',
    });
    await member({
      fullName: 'Emeka Eze',
      email: 'emeka@students.test',
      matricNumber: '18/55EA003',
      level: 'Alumni',
      status: 'lapsed',
      joinedAt: at(4),
      joinedSession: null,
    });
  });

  it('pages the newest first, with X-Total-Count and Link', async () => {
    const first = await get('/api/members?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    expect(names(first)).toEqual(['Emeka Eze', 'Ada Obi']);
    expect(first.headers['x-total-count']).toBe('4');
    expect(first.headers.link).toBe('</api/members?page=2&limit=2>; rel="next"');
    expect(first.headers['cache-control']).toMatch(/no-store|private/);
    expect(names(await get('/api/members?page=2&limit=2'))).toEqual(['Bola Ade', 'Chídí Okafor']);
    const [one] = first.json();
    expect(one).toEqual({
      _id: expect.any(String),
      fullName: 'Emeka Eze',
      email: 'emeka@students.test',
      matricNumber: '18/55EA003',
      level: 'Alumni',
      status: 'lapsed',
      joinedAt: '2026-01-04T00:00:00.000Z',
      confirmedAt: null,
      joinedSession: null,
      verifiedSession: null,
      updatedAt: expect.any(String),
    });
  });

  it('searches name (accents aside), e-mail and matriculation number, and filters by status, level and joining session', async () => {
    expect(names(await get('/api/members?q=chidi'))).toEqual(['Chídí Okafor']);
    expect(names(await get('/api/members?q=GMAIL'))).toEqual(['Bola Ade']);
    expect(names(await get(`/api/members?q=${encodeURIComponent('55ea003')}`))).toEqual(['Emeka Eze']);
    expect(names(await get('/api/members?q=100%25'))).toEqual([]);
    expect(names(await get('/api/members?status=active'))).toEqual(['Bola Ade']);
    expect(names(await get('/api/members?level=300L'))).toEqual(['Chídí Okafor']);
    expect(names(await get('/api/members?joinedSession=2025-2026'))).toEqual(['Bola Ade', 'Chídí Okafor']);
    expect(names(await get('/api/members?joinedSession=2025/2026&status=verified&q=okafor'))).toEqual([
      'Chídí Okafor',
    ]);
  });

  it('sorts by each column either way', async () => {
    const orders: [sort: string, names: string[]][] = [
      ['name', ['Ada Obi', 'Bola Ade', 'Chídí Okafor', 'Emeka Eze']],
      // Levels in their own order (100L up to Postgraduate, then Alumni), not the alphabet's.
      ['-level', ['Emeka Eze', 'Chídí Okafor', 'Bola Ade', 'Ada Obi']],
      ['matric', ['Emeka Eze', 'Chídí Okafor', 'Bola Ade', 'Ada Obi']],
      // Statuses along a membership's life: pending, active, verified, lapsed.
      ['status', ['Ada Obi', 'Bola Ade', 'Chídí Okafor', 'Emeka Eze']],
      ['joined', ['Chídí Okafor', 'Bola Ade', 'Ada Obi', 'Emeka Eze']],
    ];
    for (const [sort, order] of orders)
      expect(names(await get(`/api/members?sort=${sort}`)), sort).toEqual(order);
    expect(names(await get('/api/members?sort=-email'))[0]).toBe('Emeka Eze');
  });

  it('answers a bad filter or order with a 400 that says why', async () => {
    for (const [query, field, message] of [
      ['status=gone', 'status', 'Status must be pending, active, verified or lapsed.'],
      ['level=600L', 'level', 'Level must be 100L to 500L, Postgraduate or Alumni.'],
      [
        'joinedSession=2025',
        'joinedSession',
        'Joining session must be two consecutive years, like 2025/2026.',
      ],
      [
        'sort=age',
        'sort',
        'Sort must be one of name, email, matric, level, status, joined, each optionally preceded by - for descending order.',
      ],
    ]) {
      const response = await get(`/api/members?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[field!], query).toBe(message);
    }
  });

  it('exports what the list shows as CSV, through the one CSV writer', async () => {
    await member({ fullName: '=HYPERLINK("x")', email: 'formula@students.test', status: 'lapsed' });
    const response = await get('/api/members.csv?status=lapsed&sort=name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="members.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Matriculation number,Level,Status,Joined,Joining session,Verified for session,Confirmed',
    );
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith(`"'=HYPERLINK(""x"")"`))).toBe(true);
    expect(
      lines.some((line) =>
        line.startsWith('Emeka Eze,emeka@students.test,18/55EA003,Alumni,lapsed,2026-01-04T00:00:00.000Z,,,'),
      ),
    ).toBe(true);
    expect((await get('/api/members.csv?level=9L')).statusCode).toBe(400);
  });

  it('lists the joining sessions and the current one, newest first', async () => {
    const sessions = (await get('/api/members/joined-sessions')).json();
    expect(sessions).toEqual(
      [...new Set([session, '2026/2027', '2025/2026'])].sort((a, b) => b.localeCompare(a)),
    );
  });
});

describe('editing and removing a member', () => {
  it('changes name, e-mail, number, level and status; verifying verifies for the current session; the log names the member, never the address', async () => {
    const bola = await member({ fullName: 'Bola Ade', status: 'active' });
    const response = await call({
      method: 'PATCH',
      url: `/api/members/${bola.id}`,
      headers: editor,
      payload: {
        fullName: 'Bola Adeyemi',
        email: 'Bola.New@Students.test',
        matricNumber: '21/55ea010',
        level: '300L',
        status: 'verified',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Bola Adeyemi',
      email: 'bola.new@students.test',
      matricNumber: '21/55EA010',
      level: '300L',
      status: 'verified',
      verifiedSession: session,
    });
    const [entry] = await entriesAbout(bola.id);
    expect(entry).toMatchObject({ action: 'updated', entityType: 'member', actorName: 'The editor' });
    expect(entry!.summary).toBe(
      `Bola Adeyemi: name, e-mail address, matriculation number, level 300L, verified for ${session}`,
    );
    expect(JSON.stringify(await entriesAbout(bola.id))).not.toMatch(/bola\.new|students\.test/i);

    const lapsed = await call({
      method: 'PATCH',
      url: `/api/members/${bola.id}`,
      headers: editor,
      payload: { status: 'lapsed', matricNumber: '' },
    });
    expect(lapsed.json()).toMatchObject({ status: 'lapsed', matricNumber: null, verifiedSession: session });
    // The same again changes nothing and writes no entry.
    const again = await call({
      method: 'PATCH',
      url: `/api/members/${bola.id}`,
      headers: editor,
      payload: { status: 'lapsed' },
    });
    expect(again.statusCode).toBe(200);
    expect(await entriesAbout(bola.id)).toHaveLength(2);
  });

  it('refuses a taken e-mail or number (409, naming the field), an empty edit (400), a pending status and an unknown member (404)', async () => {
    const ada = await member({ email: 'ada.taken@students.test', matricNumber: '19/55EA777' });
    const other = await member();
    const patch = (id: string, payload: object) =>
      call({ method: 'PATCH', url: `/api/members/${id}`, headers: editor, payload });
    const email = await patch(other.id, { email: 'ADA.TAKEN@students.test' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      message: 'This e-mail address belongs to another member.',
      errors: { email: 'This e-mail address belongs to another member.' },
    });
    const matric = await patch(other.id, { matricNumber: '19/55ea777' });
    expect(matric.statusCode).toBe(409);
    expect(matric.json().errors).toEqual({
      matricNumber: 'This matriculation number belongs to another member.',
    });
    expect((await patch(ada.id, { email: 'ada.taken@students.test' })).statusCode).toBe(200);

    expect((await patch(other.id, {})).json()).toEqual({ message: 'Nothing to change.' });
    const pending = await patch(other.id, { status: 'pending' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().errors.status).toBe('Status must be active, verified or lapsed.');
    expect((await patch(other.id, { level: '700L' })).json().errors.level).toBe(
      'Choose a level: 100L to 500L, Postgraduate or Alumni.',
    );
    const missing = await patch('00000000-0000-4000-8000-000000000009', { level: '300L' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Member not found.' });
    expect((await patch('not-an-id', { level: '300L' })).statusCode).toBe(404);
    expect(await entriesAbout(other.id)).toHaveLength(0);
  });

  it('removes a member once: erased as by themselves, the log naming the editor and not them', async () => {
    const gone = await member({ fullName: 'Tolu Bello', level: '400L' });
    const response = await call({ method: 'DELETE', url: `/api/members/${gone.id}`, headers: editor });
    expect(response.json()).toEqual({ message: 'Member removed.' });
    expect(await statusOf(gone.id)).toBeUndefined();
    expect(
      (await call({ method: 'DELETE', url: `/api/members/${gone.id}`, headers: editor })).statusCode,
    ).toBe(404);
    const entries = await entriesAbout(gone.id);
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'deleted', summary: 'Removed a former member (400L)' }),
    );
    expect(JSON.stringify(entries)).not.toContain('Tolu Bello');
  });
});

describe('verifying and lapsing in bulk', () => {
  it('verifies for the current session and lapses, counting only those it changed', async () => {
    const active = await member({ status: 'active' });
    const lapsed = await member({ status: 'lapsed' });
    const verifiedBefore = await member({ status: 'verified', verifiedSession: '2019/2020' });
    const verifiedNow = await member({ status: 'verified', verifiedSession: session });
    const pending = await member({ status: 'pending' });
    const ids = [active.id, lapsed.id, verifiedBefore.id, verifiedNow.id];

    const verify = await post('/api/members/verify', { ids });
    expect(verify.json()).toEqual({ message: '3 members verified.', changed: 3 });
    for (const id of ids)
      expect(await statusOf(id)).toMatchObject({ status: 'verified', verifiedSession: session });
    expect((await entriesAbout(active.id))[0]!.summary).toBe(`${active.fullName}: verified for ${session}`);
    expect((await post('/api/members/verify', { ids })).json()).toEqual({
      message: '0 members verified.',
      changed: 0,
    });

    const lapse = await post('/api/members/lapse', {
      ids: [active.id, pending.id, '00000000-0000-4000-8000-000000000009'],
    });
    expect(lapse.json()).toEqual({ message: '1 member lapsed.', changed: 1 });
    expect((await statusOf(active.id))!.status).toBe('lapsed');
    // A member whose address is not confirmed yet is not lapsed: there is nothing to lapse.
    expect((await statusOf(pending.id))!.status).toBe('pending');
    expect((await entriesAbout(active.id)).map((e) => e.summary)).toContain(`${active.fullName}: lapsed`);
  });

  it('answers a bad list of ids with a 400 that says why', async () => {
    for (const [payload, message] of [
      [{}, 'Choose at least one member.'],
      [{ ids: [] }, 'Choose at least one member.'],
      [{ ids: ['x'] }, 'Each id must be the id of a member.'],
      [
        { ids: Array.from({ length: 1001 }, () => crypto.randomUUID()) },
        'Choose at most 1,000 members at a time.',
      ],
    ] as const) {
      const response = await post('/api/members/verify', payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});

describe('the class-list import', () => {
  beforeAll(async () => {
    await t.database.db.delete(members);
  });

  const CLASS_LIST = [
    '\uFEFFFull Name;E-mail Address;Matric. No.;LEVEL',
    'Ngozi Nwosu;ngozi@students.test;22/55EA100;100',
    'Kunle Ajayi;KUNLE@students.test;22/55ea101;200 level',
    'Existing Student;existing@students.test;;300L',
    'Verified Student;verified@students.test;22/55EA103;PG',
    'Bad Address;not-an-email;22/55EA104;100L',
    'Bad Level;badlevel@students.test;22/55EA105;6th year',
    'Ngozi Again;NGOZI@students.test;22/55EA106;100L',
    'Same Number;samenumber@students.test;22/55EA100;100L',
    'Taken Number;taken@students.test;19/55EA999;100L',
    ';;;',
    '',
  ].join('\r\n');

  it('previews each row (added, updated, unchanged, refused and why) without writing', async () => {
    await member({
      fullName: 'Existing Studnt',
      email: 'existing@students.test',
      level: '200L',
      status: 'active',
      matricNumber: '22/55EA102',
    });
    await member({
      fullName: 'Verified Student',
      email: 'verified@students.test',
      level: 'Postgraduate',
      status: 'verified',
      matricNumber: '22/55EA103',
      verifiedSession: session,
    });
    await member({ fullName: 'Holder Of Number', email: 'holder@students.test', matricNumber: '19/55EA999' });
    const before = await t.database.db.select().from(members);

    const preview = await importCsv(CLASS_LIST, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({
      dryRun: true,
      session,
      counts: { added: 2, updated: 1, unchanged: 1, refused: 5 },
    });
    expect(
      body.rows.map((row: { line: number; outcome: string; detail: string }) => [
        row.line,
        row.outcome,
        row.detail,
      ]),
    ).toEqual([
      [2, 'added', `New member, verified for ${session}.`],
      [3, 'added', `New member, verified for ${session}.`],
      [4, 'updated', `Name; level 200L → 300L; verified for ${session}`],
      [5, 'unchanged', `Already verified for ${session}, with these details.`],
      [6, 'refused', 'Enter a valid email address.'],
      [7, 'refused', 'Level “6th year” is not one of 100L to 500L, Postgraduate or Alumni.'],
      [8, 'refused', 'The same e-mail address is on line 2 already.'],
      [9, 'refused', 'The same matriculation number is on line 2 already.'],
      [10, 'refused', 'The matriculation number belongs to another member, Holder Of Number.'],
    ]);
    expect(body.rows[1]).toMatchObject({
      fullName: 'Kunle Ajayi',
      email: 'kunle@students.test',
      matricNumber: '22/55EA101',
      level: '200L',
    });
    expect(await t.database.db.select().from(members)).toEqual(before);
  });

  it('imports as previewed, verified for the current session, in the log by name; a second run changes nothing', async () => {
    const entriesBefore = (await t.database.db.select().from(activityLog)).length;
    const imported = await importCsv(CLASS_LIST, false);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      dryRun: false,
      counts: { added: 2, updated: 1, unchanged: 1, refused: 5 },
    });

    const ngozi = (
      await t.database.db.select().from(members).where(eq(members.email, 'ngozi@students.test'))
    )[0];
    expect(ngozi).toMatchObject({
      fullName: 'Ngozi Nwosu',
      matricNumber: '22/55EA100',
      level: '100L',
      status: 'verified',
      joinedSession: session,
      verifiedSession: session,
    });
    const existing = (
      await t.database.db.select().from(members).where(eq(members.email, 'existing@students.test'))
    )[0];
    // A row without a number keeps the member's own.
    expect(existing).toMatchObject({
      fullName: 'Existing Student',
      level: '300L',
      matricNumber: '22/55EA102',
      status: 'verified',
      verifiedSession: session,
    });
    const entries = await t.database.db.select().from(activityLog);
    expect(entries).toHaveLength(entriesBefore + 3);
    expect((await entriesAbout(ngozi!.id))[0]).toMatchObject({
      action: 'created',
      summary: `Ngozi Nwosu: imported from the class list, verified for ${session}`,
    });
    expect((await entriesAbout(existing!.id))[0]!.summary).toBe(
      `Existing Student: from the class list, name; level 200L → 300L; verified for ${session}`,
    );
    expect(JSON.stringify(entries)).not.toContain('@students.test');

    const table = await t.database.db.select().from(members);
    const second = await importCsv(CLASS_LIST, false);
    expect(second.json()).toMatchObject({ counts: { added: 0, updated: 0, unchanged: 4, refused: 5 } });
    expect(await t.database.db.select().from(members)).toEqual(table);
    expect(await t.database.db.select().from(activityLog)).toHaveLength(entriesBefore + 3);
  });

  it('reads commas, quotes, LF line ends and any spelling of the headers, the number optional', async () => {
    const list = 'EMAIL,name,Level\n"quoted@students.test","Okoro, Chiamaka",400L\n';
    const response = await importCsv(list, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows).toEqual([
      {
        line: 2,
        fullName: 'Okoro, Chiamaka',
        email: 'quoted@students.test',
        matricNumber: '',
        level: '400L',
        outcome: 'added',
        detail: `New member, verified for ${session}.`,
      },
    ]);
  });

  it('refuses a list it cannot use with a 400, 413 or 415 that says why', async () => {
    const refused = async (csv: string, message: string) => {
      const response = await importCsv(csv, true);
      expect(response.statusCode, csv).toBe(400);
      expect(response.json()).toEqual({ message });
    };
    await refused(
      '',
      'The file has no students: it needs a header row (name, e-mail, matriculation number, level) and a row for each student.',
    );
    await refused(
      'name,email,level\r\n',
      'The file has no students: it needs a header row (name, e-mail, matriculation number, level) and a row for each student.',
    );
    await refused(
      'Student,Address\r\nA,b@c.test\r\n',
      'The header row needs a column for name, e-mail, level; it has “Student”, “Address”.',
    );
    const broken = await importCsv('name,email,level\r\n"Ada,ada@x.test,100L\r\n', true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The file is not readable as CSV: /);
    const rows = Array.from({ length: 10_001 }, (_, i) => `S${i},s${i}@x.test,100L`).join('\n');
    await refused(`name,email,level\n${rows}`, 'A class list may have at most 10,000 rows.');

    const json = await call({
      method: 'POST',
      url: '/api/members/import',
      headers: editor,
      payload: { csv: 'name' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: 'Send the class list as CSV (Content-Type: text/csv).' });
    const huge = await importCsv(`name,email,level\n${'x'.repeat(5 * 1024 * 1024)}`, true);
    expect(huge.statusCode).toBe(413);
    const badFlag = await call({
      method: 'POST',
      url: '/api/members/import?dryRun=maybe',
      headers: { ...editor, 'content-type': 'text/csv' },
      payload: 'name',
    });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().errors.dryRun).toBe('dryRun must be true or false.');
  });
});

describe("'Start a new session' lapses those not verified again", () => {
  it('counts the verified members not verified for the current session, and lapses them once the named session is current', async () => {
    await t.database.db.delete(members);
    const renewed = await member({ status: 'verified', verifiedSession: session });
    const old = await member({ status: 'verified', verifiedSession: '2019/2020' });
    const never = await member({ status: 'verified', verifiedSession: null });
    const active = await member({ status: 'active' });
    expect((await get('/api/members/renewal')).json()).toEqual({ session, toLapse: 2 });

    // The council's 'Start a new session': the next session becomes current.
    const started = await post('/api/executives/sessions', { copy: 'empty' });
    expect(started.statusCode, started.body).toBe(201);
    const next = nextSession(session);
    expect((await get('/api/members/renewal')).json()).toEqual({ session: next, toLapse: 3 });

    // A confirmation that named another session (the one before) is stale.
    const stale = await post('/api/members/renewal', { session });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: `The current session is ${next} now. Look at the count again before lapsing.`,
    });
    expect((await post('/api/members/renewal', { session: 'soon' })).statusCode).toBe(400);

    const lapsed = await post('/api/members/renewal', { session: next.replace('/', '-') });
    expect(lapsed.json()).toEqual({
      message: `3 members not verified for ${next} lapsed.`,
      session: next,
      lapsed: 3,
    });
    for (const row of [renewed, old, never]) expect((await statusOf(row.id))!.status).toBe('lapsed');
    expect((await statusOf(active.id))!.status).toBe('active');
    expect((await entriesAbout(old.id))[0]!.summary).toBe(
      `${old.fullName}: lapsed, not verified for ${next}`,
    );
    expect((await get('/api/members/renewal')).json()).toEqual({ session: next, toLapse: 0 });
    expect((await post('/api/members/renewal', { session: next })).json().lapsed).toBe(0);
  });
});

describe('the dashboard', () => {
  it('counts members by status', async () => {
    await t.database.db.delete(members);
    await member({ status: 'pending' });
    await member({ status: 'active' });
    await member({ status: 'active' });
    await member({ status: 'verified' });
    const stats = await get('/api/dashboard/stats', contributor);
    expect(stats.json().members).toEqual({ pending: 1, active: 2, verified: 1, lapsed: 0 });
  });
});
