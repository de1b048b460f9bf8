import { createHash } from 'node:crypto';
import { electionsMessages as m } from '@lss/shared/elections-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElectionTestApp, electionTestApp, HOUR } from './election-fixtures.ts';

// Issue 28, decisions.md "Elections": the staff's side (administrators create and name officers; an
// election's officers run it), the steps by hand and by the clock, what may not move once voting
// opened (each refusal in the audit log), results, ties, the ballot list and the council. PGlite and
// PostgreSQL, real members through the SMTP sink.

let e: ElectionTestApp;
beforeAll(async () => {
  e = await electionTestApp();
});
afterAll(() => e.close());

const future = (hours: number) => new Date(e.t.clock.now().getTime() + hours * HOUR).toISOString();
const get = (url: string, token?: string) => e.api('GET', url, token ? { token } : {});
const activity = async () =>
  (await get('/api/activity?limit=100', e.admin)).json() as {
    action: string;
    summary: string;
    actor: { fullName: string };
  }[];

describe('creating an election', () => {
  it('lets an administrator create one with positions, officers and windows; 201 with its slug', async () => {
    const created = await e.api(
      'POST',
      '/api/elections',
      { token: e.admin },
      {
        title: 'Council Elections 2031',
        session: '2031-2032',
        positions: [{ title: 'President' }, { title: 'Senators', seats: 3 }],
        officers: [e.officerId],
        eligibleLevels: ['300L', '400L', '300L'],
        nominationsOpenAt: future(1),
        votingOpenAt: future(48),
        votingCloseAt: future(72),
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const election = created.json();
    expect(election).toMatchObject({
      slug: 'council-elections-2031',
      session: '2031/2032',
      status: 'draft',
      eligibleLevels: ['300L', '400L'],
      turnout: null,
      results: null,
      ballots: null,
      officers: [{ _id: e.officerId, fullName: 'Olu Officer' }],
      next: { status: 'nominations', at: expect.any(String) },
    });
    expect(
      election.positions.map((p: { title: string; seats: number; order: number }) => [
        p.title,
        p.seats,
        p.order,
      ]),
    ).toEqual([
      ['President', 1, 1],
      ['Senators', 3, 2],
    ]);
    // The same title again: another slug.
    const again = await e.create({ title: 'Council Elections 2031' });
    expect(again.slug).toBe('council-elections-2031-2');
  });

  it('starts from the current council’s positions when none are given', async () => {
    const executive = (position: string, displayOrder: number, name: string) =>
      e.api('POST', '/api/executives', { token: e.admin }, { name, position, displayOrder });
    await executive('Secretary', 2, 'Sola');
    await executive('President', 1, 'Tayo');
    await executive('Secretary', 2, 'Bisi');
    const election = await e.create({ title: 'From the council', positions: undefined });
    expect(election.positions.map((p) => [p.title, p.seats])).toEqual([
      ['President', 1],
      ['Secretary', 2],
    ]);
  });

  it('refuses a non-administrator (403), unknown officers, windows out of order or in the past (400)', async () => {
    const body = { title: 'X', session: '2031/2032', positions: [{ title: 'P' }], officers: [e.officerId] };
    const byEditor = await e.api('POST', '/api/elections', { token: e.officer }, body);
    expect(byEditor.statusCode).toBe(403);
    const anonymous = await e.api('POST', '/api/elections', {}, body);
    expect(anonymous.statusCode).toBe(401);
    const cases: [object, string, string][] = [
      [{ officers: [crypto.randomUUID()] }, 'officers', m.officerUnknown],
      [{ officers: ['nobody'] }, 'officers', m.officerUnknown],
      [{ officers: [] }, 'officers', m.officersRequired],
      [{ session: '2031/2033' }, 'session', 'Session must be two consecutive years, like 2025/2026.'],
      [{ positions: [{ title: 'P', seats: 0 }] }, 'positions.0.seats', 'Seats must be at least 1.'],
      [{ votingOpenAt: future(2) }, 'votingOpenAt', m.windowNeedsEarlier.votingOpenAt],
      [
        { nominationsOpenAt: future(1), votingCloseAt: future(3) },
        'votingCloseAt',
        m.windowNeedsEarlier.votingCloseAt,
      ],
      [{ nominationsOpenAt: future(5), votingOpenAt: future(2) }, 'votingOpenAt', m.windowsOrder],
      [{ nominationsOpenAt: future(-1) }, 'nominationsOpenAt', m.windowInPast('Nominations open')],
      [{ nominationsOpenAt: 'soon' }, 'nominationsOpenAt', 'Nominations open must be a valid date and time.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await e.api('POST', '/api/elections', { token: e.admin }, { ...body, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(change)).toBe(message);
    }
  });
});

describe('who sees and changes an election', () => {
  it('keeps a draft from the public and from staff who are not its officers; lists the others newest first', async () => {
    const draft = await e.create({ title: 'Hidden draft' });
    expect((await get(`/api/elections/${draft.slug}`)).statusCode).toBe(404);
    expect((await get('/api/elections')).json().map((x: { slug: string }) => x.slug)).not.toContain(
      draft.slug,
    );
    // Its officer (an editor) and administrators see it; officers' ids only to staff.
    expect((await get(`/api/elections/${draft.slug}`, e.officer)).statusCode).toBe(200);
    expect((await get('/api/elections', e.admin)).json().map((x: { slug: string }) => x.slug)).toContain(
      draft.slug,
    );
    // Another editor, not named: 404 as for the public.
    const other = await e.create({ title: 'Officered by the admin', officers: [e.adminId] });
    expect((await get(`/api/elections/${other.slug}`, e.officer)).statusCode).toBe(404);
    await e.move(draft.slug, 'nominations');
    const open = await get(`/api/elections/${draft.slug}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().officers).toEqual([{ fullName: 'Olu Officer' }]);
    expect(open.json().status).toBe('nominations');
    expect((await get('/api/elections')).json()[0].slug).toBe(draft.slug);
  });

  it('lets only officers change it and only administrators name officers', async () => {
    const election = await e.create({ title: 'Rules of change' });
    const patch = (token: string, body: object) =>
      e.api('PATCH', `/api/elections/${election.slug}`, { token }, body);
    // The administrator is not an officer of this one.
    expect((await patch(e.admin, { title: 'New' })).json().message).toBe(m.officersOnly);
    expect((await patch(e.officer, { officers: [e.adminId] })).statusCode).toBe(403);
    const named = await patch(e.admin, { officers: [e.adminId, e.officerId] });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().officers.map((o: { fullName: string }) => o.fullName)).toEqual([
      'Admin Number 1',
      'Olu Officer',
    ]);
    // Officers: title, positions (kept by id, added, removed, reordered), levels, windows.
    const [president, committee] = election.positions;
    const changed = await patch(e.officer, {
      title: 'Renamed',
      positions: [
        { _id: committee!._id, title: 'Committee', seats: 3 },
        { title: 'Treasurer' },
        { _id: president!._id, title: 'President' },
      ],
      eligibleLevels: ['500L'],
      nominationsOpenAt: future(2),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Renamed', eligibleLevels: ['500L'] });
    expect(
      changed.json().positions.map((p: { _id: string; title: string; seats: number }) => [p.title, p.seats]),
    ).toEqual([
      ['Committee', 3],
      ['Treasurer', 1],
      ['President', 1],
    ]);
    expect(changed.json().positions[0]._id).toBe(committee!._id);
    const unknown = await patch(e.officer, { positions: [{ _id: crypto.randomUUID(), title: 'Ghost' }] });
    expect(unknown.statusCode).toBe(400);
    const entries = await activity();
    expect(entries.map((entry) => entry.summary)).toContainEqual(
      expect.stringMatching(/^Renamed: .*Renamed from Rules of change/),
    );
  });

  it('keeps a position that has nominations, and deletes only drafts (administrators)', async () => {
    const election = await e.create({ title: 'Deletable' });
    const [president, committee] = election.positions;
    await e.move(election.slug, 'nominations');
    const { cookie } = await e.member('Nominee');
    const nomination = await e.api(
      'POST',
      `/api/elections/${election.slug}/nominations`,
      { cookie },
      {
        positionId: president!._id,
        manifesto: '<p>Vote</p>',
        photoUrl: 'https://images.lss.test/a.jpg',
      },
    );
    const removePresident = () =>
      e.api(
        'PATCH',
        `/api/elections/${election.slug}`,
        { token: e.officer },
        { positions: [{ _id: committee!._id, title: 'Committee', seats: 2 }] },
      );
    const removed = await removePresident();
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(m.positionHasNominations('President'));
    // Once its nomination is rejected, the position goes, and the nomination with it.
    await e.api(
      'PATCH',
      `/api/elections/${election.slug}/nominations/${nomination.json()._id}`,
      { token: e.officer },
      { status: 'rejected', reason: 'The office is abolished.' },
    );
    const removedNow = await removePresident();
    expect(removedNow.statusCode, removedNow.body).toBe(200);
    expect(removedNow.json().positions.map((p: { title: string }) => p.title)).toEqual(['Committee']);
    expect(
      (await e.api('GET', `/api/elections/${election.slug}/nominations`, { token: e.officer })).json(),
    ).toEqual([]);
    expect((await e.api('DELETE', `/api/elections/${election.slug}`, { token: e.admin })).statusCode).toBe(
      409,
    );
    const draft = await e.create({ title: 'A mistake' });
    expect((await e.api('DELETE', `/api/elections/${draft.slug}`, { token: e.officer })).statusCode).toBe(
      403,
    );
    expect((await e.api('DELETE', `/api/elections/${draft.slug}`, { token: e.admin })).statusCode).toBe(200);
    expect((await get(`/api/elections/${draft.slug}`, e.admin)).statusCode).toBe(404);
  });
});

describe('the steps', () => {
  it('moves on by hand one step at a time: nominations, voting (an accepted candidate needed), closed, published', async () => {
    const election = await e.create({ title: 'By hand' });
    const status = (token: string, next: string) =>
      e.api('POST', `/api/elections/${election.slug}/status`, { token }, { status: next });
    expect((await status(e.officer, 'voting')).json().message).toBe(m.notNextStep('draft', 'nominations'));
    expect((await status(e.admin, 'nominations')).json().message).toBe(m.officersOnly);
    expect((await status(e.officer, 'nominations')).json().status).toBe('nominations');
    expect((await status(e.officer, 'voting')).json().message).toBe(m.noCandidates);
    await e.candidate(election.slug, election.positions[0]!._id, 'Kemi Adeyemi');
    const voting = (await status(e.officer, 'voting')).json();
    expect(voting).toMatchObject({ status: 'voting', turnout: { ballots: 0, roll: expect.any(Number) } });
    expect(voting.turnout.roll).toBeGreaterThan(0);
    expect((await status(e.officer, 'closed')).json().status).toBe('closed');
    expect((await status(e.officer, 'published')).json().status).toBe('published');
    expect((await status(e.officer, 'published')).json().message).toBe(m.notNextStep('published', null));
    const summaries = (await activity())
      .filter((entry) => entry.summary.startsWith('By hand:'))
      .map((entry) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'By hand: Nominations opened (by hand)',
        expect.stringMatching(/^By hand: Voting opened; the roll froze with \d+ members \(by hand\)$/),
        'By hand: Voting closed with 0 ballots (by hand)',
        'By hand: Results published (by hand)',
      ]),
    );
  });

  it('moves on by the clock at its windows, with the schedule as the actor; the countdown names the next step', async () => {
    const election = await e.create({
      title: 'By the clock',
      nominationsOpenAt: future(1),
      votingOpenAt: future(3),
      votingCloseAt: future(5),
    });
    const read = async () => (await get(`/api/elections/${election.slug}`, e.admin)).json();
    expect((await read()).next).toEqual({ status: 'nominations', at: expect.any(String) });
    e.t.clock.advance(1 * HOUR);
    expect((await read()).status).toBe('nominations');
    await e.candidate(election.slug, election.positions[0]!._id, 'Ngozi Eze');
    e.t.clock.advance(2 * HOUR);
    const voting = await read();
    expect(voting.status).toBe('voting');
    expect(voting.next.status).toBe('closed');
    e.t.clock.advance(2 * HOUR);
    expect((await read()).status).toBe('closed');
    const entries = (await activity()).filter((entry) => entry.summary.startsWith('By the clock:'));
    expect(
      entries.filter((entry) => entry.actor.fullName === m.schedule).map((entry) => entry.summary),
    ).toEqual(
      expect.arrayContaining([
        'By the clock: Nominations opened',
        'By the clock: Voting closed with 0 ballots',
      ]),
    );
  });

  it('the sweep moves an election nobody reads', async () => {
    const election = await e.create({ title: 'Swept', nominationsOpenAt: future(1) });
    e.t.clock.advance(1 * HOUR + 1000);
    await e.t.app.services.elections.sweep();
    const [row] = await e.t.database.db.query.elections.findMany({
      where: (x, { eq }) => eq(x.slug, election.slug),
    });
    expect(row!.status).toBe('nominations');
  });
});

describe('once voting has opened', () => {
  it('moves no window but the close, later, shown publicly; refuses the rest, and logs each refusal', async () => {
    const election = await e.create({
      title: 'Frozen',
      nominationsOpenAt: future(1),
      votingOpenAt: future(2),
      votingCloseAt: future(10),
    });
    e.t.clock.advance(1 * HOUR);
    await e.candidate(election.slug, election.positions[0]!._id, 'Femi Ola');
    e.t.clock.advance(1 * HOUR);
    const patch = (body: object, token = e.officer) =>
      e.api('PATCH', `/api/elections/${election.slug}`, { token }, body);
    const detail = (await get(`/api/elections/${election.slug}`)).json();
    expect(detail.status).toBe('voting');
    const refusals: [object, string][] = [
      [{ votingOpenAt: future(3) }, m.windowFrozen('Voting opens')],
      [{ nominationsOpenAt: future(1) }, m.windowFrozen('Nominations open')],
      [{ votingCloseAt: future(4) }, m.closeOnlyLater],
      [{ votingCloseAt: null }, m.closeOnlyLater],
      [{ eligibleLevels: ['100L'] }, m.levelsFrozen],
      [{ positions: [{ title: 'Only one' }] }, m.positionsFrozen],
    ];
    for (const [body, message] of refusals) {
      const response = await patch(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      expect(response.json().message).toBe(message);
    }
    const byHand = await e.api(
      'POST',
      `/api/elections/${election.slug}/status`,
      { token: e.officer },
      { status: 'closed' },
    );
    expect(byHand.statusCode).toBe(409);
    // The whole form sent back unchanged is no change at all.
    const same = await patch({
      title: 'Frozen',
      votingOpenAt: detail.votingOpenAt,
      votingCloseAt: detail.votingCloseAt,
    });
    expect(same.statusCode, same.body).toBe(200);
    const newClose = future(12);
    const extended = await patch({ votingCloseAt: newClose });
    expect(extended.statusCode, extended.body).toBe(200);
    const publicView = (await get(`/api/elections/${election.slug}`)).json();
    expect(publicView.votingCloseAt).toBe(newClose);
    expect(publicView.closeExtensions).toEqual([
      { from: detail.votingCloseAt, to: newClose, at: expect.any(String) },
    ]);
    const entries = (await activity()).filter((entry) => entry.summary.startsWith('Frozen:'));
    const refused = entries.filter((entry) => entry.action === 'refused').map((entry) => entry.summary);
    expect(refused).toHaveLength(refusals.length + 1);
    expect(refused).toContain(`Frozen: ${m.levelsFrozen}`);
    expect(
      entries.some(
        (entry) =>
          entry.summary ===
          `Frozen: Extended the close of voting from ${detail.votingCloseAt} to ${newClose}`,
      ),
    ).toBe(true);
    // Nominations cannot be decided any more either.
    const nominations = (await get(`/api/elections/${election.slug}/nominations`, e.officer)).json();
    const decided = await e.api(
      'PATCH',
      `/api/elections/${election.slug}/nominations/${nominations[0]._id}`,
      { token: e.officer },
      { status: 'rejected', reason: 'Too late' },
    );
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toBe(m.nominationsFrozen);
  });
});

describe('results, ties, the ballot list and the council', () => {
  it('hides ballots and results from everyone, administrators and officers included, until the close; then officers count, and the public once published', async () => {
    const election = await e.create({ title: 'Counted', session: '2040/2041' });
    const [president, committee] = election.positions;
    await e.move(election.slug, 'nominations');
    const ada = await e.candidate(election.slug, president!._id, 'Ada Amadi');
    const bola = await e.candidate(election.slug, president!._id, 'Bola Bello');
    const chi = await e.candidate(election.slug, committee!._id, 'Chi Chukwu');
    const dayo = await e.candidate(election.slug, committee!._id, 'Dayo Dada');
    const efe = await e.candidate(election.slug, committee!._id, 'Efe Edo');
    const voters = [];
    for (let index = 0; index < 5; index += 1) voters.push(await e.member(`Voter ${index}`));
    await e.move(election.slug, 'voting');
    const choices = [
      { [president!._id]: [ada], [committee!._id]: [chi, dayo] },
      { [president!._id]: [ada], [committee!._id]: [chi] },
      { [president!._id]: [bola], [committee!._id]: [dayo, efe] },
      { [president!._id]: [ada], [committee!._id]: [efe, chi] },
      { [committee!._id]: [] },
    ];
    const receipts: string[] = [];
    for (const [index, voter] of voters.entries()) {
      const cast = await e.cast(election.slug, voter.cookie, choices[index]!);
      expect(cast.statusCode, cast.body).toBe(201);
      receipts.push(cast.json().receipt);
    }
    const url = `/api/elections/${election.slug}`;
    for (const token of [e.admin, e.officer, undefined]) {
      expect((await get(url, token)).json().results).toBeNull();
      expect((await get(`${url}/ballots`, token)).statusCode).toBe(403);
      expect((await get(`${url}/ballots.json`, token)).statusCode).toBe(403);
    }
    expect((await get(url)).json().turnout).toEqual({ ballots: 5, roll: expect.any(Number) });
    await e.move(election.slug, 'closed');
    const officerView = (await get(url, e.officer)).json();
    expect(officerView.results).not.toBeNull();
    expect((await get(url, e.admin)).json().results).not.toBeNull();
    expect((await get(url)).json().results).toBeNull();
    expect((await get(`${url}/ballots`, e.officer)).statusCode).toBe(403);
    const [presidency, seats] = officerView.results;
    expect(presidency).toMatchObject({
      title: 'President',
      abstentions: 1,
      tie: false,
      decided: true,
      candidates: [
        { candidateId: ada, name: 'Ada Amadi', votes: 3, elected: true },
        { candidateId: bola, name: 'Bola Bello', votes: 1, elected: false },
      ],
    });
    // Committee, two seats: Chi 3, then Dayo and Efe 2 each for the last seat: a tie.
    expect(seats).toMatchObject({ tie: true, decided: false, abstentions: 1 });
    expect(
      seats.candidates.map((c: { name: string; votes: number; elected: boolean }) => [
        c.name,
        c.votes,
        c.elected,
      ]),
    ).toEqual([
      ['Chi Chukwu', 3, true],
      ['Dayo Dada', 2, false],
      ['Efe Edo', 2, false],
    ]);

    // Publication: the results and the ballot list, for everyone.
    await e.move(election.slug, 'published');
    const published = (await get(url)).json();
    expect(published.results).toHaveLength(2);
    expect(published.ballots).toEqual({ list: `${url}/ballots`, download: `${url}/ballots.json` });
    const list = await get(`${url}/ballots`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('5');
    const ballots = list.json() as { receipt: string; choices: Record<string, string[]> }[];
    expect(ballots.map((b) => b.receipt)).toEqual([...receipts].sort());
    for (const receipt of receipts)
      expect(receipt).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // Every ballot lists every position; an abstention is an empty list.
    for (const ballot of ballots)
      expect(Object.keys(ballot.choices).sort()).toEqual([president!._id, committee!._id].sort());
    const file = await get(`${url}/ballots.json`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="ballots-${election.slug}.json"`);
    expect(file.headers['sha-256']).toBe(createHash('sha256').update(file.body).digest('hex'));
    // Anyone can recount: the file parsed and written again is the same bytes; the counts are the results'.
    const parsed = JSON.parse(file.body) as typeof ballots;
    expect(JSON.stringify(parsed)).toBe(file.body);
    expect(parsed).toEqual(ballots);
    const recount = new Map<string, number>();
    for (const ballot of parsed)
      for (const ids of Object.values(ballot.choices))
        for (const id of ids) recount.set(id, (recount.get(id) ?? 0) + 1);
    for (const result of published.results)
      for (const candidate of result.candidates)
        expect(recount.get(candidate.candidateId) ?? 0).toBe(candidate.votes);

    // The council waits for the tie; the tie-break takes exactly the seats left among the tied.
    const council = () => e.api('POST', `${url}/council`, { token: e.officer });
    expect((await council()).json().message).toBe(m.tiesUndecided('Committee'));
    const breakTie = (winners: string[], token = e.officer) =>
      e.api(
        'PUT',
        `${url}/positions/${committee!._id}/tie-break`,
        { token },
        { winners, note: 'Drawn by lot before both candidates.' },
      );
    expect((await breakTie([dayo, efe])).json().message).toBe(m.tieBreakWinners(1));
    expect((await breakTie([chi])).statusCode).toBe(400);
    expect((await breakTie([dayo], e.admin)).statusCode).toBe(403);
    expect(
      (
        await e.api(
          'PUT',
          `${url}/positions/${president!._id}/tie-break`,
          { token: e.officer },
          { winners: [ada], note: 'x' },
        )
      ).json().message,
    ).toBe(m.noTie);
    const broken = await breakTie([efe]);
    expect(broken.statusCode, broken.body).toBe(200);
    expect(broken.json()).toMatchObject({
      tie: true,
      decided: true,
      tieBreak: { winners: [efe], note: 'Drawn by lot before both candidates.' },
    });
    expect(
      (await get(url))
        .json()
        .results[1].candidates.filter((c: { elected: boolean }) => c.elected)
        .map((c: { name: string }) => c.name),
    ).toEqual(['Chi Chukwu', 'Efe Edo']);

    // The handover: one click makes the executives of 2040/2041, once; a position featured on the
    // home page today (the current council's President) is featured in the new council too.
    await e.api(
      'POST',
      '/api/executives',
      { token: e.admin },
      { name: 'Sitting President', position: 'President', isFeatured: true },
    );
    const made = await council();
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({ session: '2040/2041', created: 3, filled: 0 });
    const executives = (await get('/api/executives?session=2040/2041')).json();
    expect(
      executives.map((x: { name: string; position: string; imageUrl: string; isFeatured: boolean }) => [
        x.name,
        x.position,
        x.imageUrl,
        x.isFeatured,
      ]),
    ).toEqual([
      ['Ada Amadi', 'President', 'https://images.lss.test/portrait.jpg', true],
      ['Chi Chukwu', 'Committee', 'https://images.lss.test/portrait.jpg', false],
      ['Efe Edo', 'Committee', 'https://images.lss.test/portrait.jpg', false],
    ]);
    expect((await council()).json().message).toBe(m.councilMade);
    expect((await get(url)).json().councilMadeAt).toEqual(expect.any(String));
    expect((await breakTie([dayo])).json().message).toBe(m.tieBreakTooLate);
  });

  it('fills the vacant positions of a session started already, and refuses a session that has a council', async () => {
    const election = await e.create({
      title: 'Handover',
      session: '2050/2051',
      positions: [{ title: 'President' }],
    });
    await e.api(
      'POST',
      '/api/executives',
      { token: e.admin },
      { name: 'Sitting', position: 'Treasurer', session: '2051/2052' },
    );
    await e.move(election.slug, 'nominations');
    const winner = await e.candidate(election.slug, election.positions[0]!._id, 'Gbenga Giwa');
    const voter = await e.member('Only voter');
    await e.move(election.slug, 'voting');
    await e.cast(election.slug, voter.cookie, { [election.positions[0]!._id]: [winner] });
    await e.move(election.slug, 'closed');
    await e.move(election.slug, 'published');
    // A vacant President in 2050/2051 ('Start a new session' copies positions, vacant).
    await e.t.database.db.insert((await import('../../db/schema/index.ts')).executives).values({
      name: '',
      position: 'president',
      session: '2050/2051',
      displayOrder: 1,
      isFeatured: true,
    });
    const made = await e.api('POST', `/api/elections/${election.slug}/council`, { token: e.officer });
    expect(made.json()).toEqual({ session: '2050/2051', created: 0, filled: 1 });
    const council = (await get('/api/executives?session=2050/2051')).json();
    expect(council).toMatchObject([{ name: 'Gbenga Giwa', position: 'president', isFeatured: true }]);

    const taken = await e.create({
      title: 'Taken',
      session: '2051/2052',
      positions: [{ title: 'President' }],
    });
    await e.move(taken.slug, 'nominations');
    await e.candidate(taken.slug, taken.positions[0]!._id, 'Late Runner');
    await e.move(taken.slug, 'voting');
    await e.move(taken.slug, 'closed');
    await e.move(taken.slug, 'published');
    const refused = await e.api('POST', `/api/elections/${taken.slug}/council`, { token: e.officer });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.councilTaken('2051/2052'));
  });
});
