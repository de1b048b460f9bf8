import { electionsMessages as m } from '@lss/shared/elections-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdf, png } from '../../testing/sample-files.ts';
import { type ElectionTestApp, electionTestApp } from './election-fixtures.ts';

// Issue 28: the election's plain forms (no JavaScript), answered with the page itself, rendered by the
// web app (Vite's development render). The ballot: the review, the cast and its receipt page (200,
// never stored, never a redirect), another site's form refused, the second cast refused. The
// nomination: a multipart form with the photo, sent back with what must change.

let e: ElectionTestApp;
beforeAll(async () => {
  e = await electionTestApp({}, { pages: 'development' });
}, 120_000);
afterAll(() => e?.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (
  url: string,
  cookie: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  e.t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
    payload: form(fields),
  });

async function votingElection(title: string) {
  const election = await e.create({ title });
  const [president, committee] = election.positions;
  await e.move(election.slug, 'nominations');
  const ada = await e.candidate(election.slug, president!._id, `${title} Ada`);
  const bayo = await e.candidate(election.slug, president!._id, `${title} Bayo`);
  const chi = await e.candidate(election.slug, committee!._id, `${title} Chi`);
  const dapo = await e.candidate(election.slug, committee!._id, `${title} Dapo`);
  const eze = await e.candidate(election.slug, committee!._id, `${title} Eze`);
  const voter = await e.member(`${title} Voter`);
  await e.move(election.slug, 'voting');
  return {
    slug: election.slug,
    president: president!._id,
    committee: committee!._id,
    ada,
    bayo,
    chi,
    dapo,
    eze,
    voter,
  };
}

describe("the ballot's plain forms", () => {
  it('renders the ballot for an eligible member, reviews the choices, casts them and answers the receipt page itself', async () => {
    const v = await votingElection('Plain ballot');
    const page = await e.t.app.inject({ url: `/elections/${v.slug}`, headers: { cookie: v.voter.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(`action="/elections/${v.slug}/ballot"`);
    expect(page.body).toContain(`name="c:${v.president}:${v.ada}"`);

    const choices = { [`c:${v.president}:${v.ada}`]: '1', [`c:${v.committee}:${v.chi}`]: '1' };
    const review = await post(`/elections/${v.slug}/ballot`, v.voter.cookie, choices);
    expect(review.statusCode, review.body.slice(0, 300)).toBe(200);
    expect(review.headers.location).toBeUndefined();
    expect(review.headers['cache-control']).toBe('private, no-store');
    expect(review.body).toContain('Review your ballot');
    expect(review.body).toContain(`action="/elections/${v.slug}/ballot/cast"`);
    expect(review.body).toMatch(new RegExp(`type="hidden" name="c:${v.president}:${v.ada}"`));
    // Nothing was cast by the review.
    expect((await e.api('GET', `/api/elections/${v.slug}/me`, { cookie: v.voter.cookie })).json().voted).toBe(
      false,
    );

    // 'Change' brings the ballot back with the choices ticked.
    const change = await post(`/elections/${v.slug}/ballot`, v.voter.cookie, { ...choices, change: '1' });
    expect(change.statusCode).toBe(200);
    expect(change.body).toContain(`name="c:${v.committee}:${v.chi}" checked=""`);
    expect(change.body).not.toContain(`name="c:${v.committee}:${v.dapo}" checked=""`);

    const cast = await post(`/elections/${v.slug}/ballot/cast`, v.voter.cookie, choices);
    expect(cast.statusCode, cast.body.slice(0, 300)).toBe(200);
    expect(cast.headers.location).toBeUndefined();
    expect(cast.headers['cache-control']).toBe('private, no-store');
    const receipt = /data-receipt="true">([0-9A-Z-]+)</.exec(cast.body)?.[1];
    expect(receipt).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((await e.api('GET', `/api/elections/${v.slug}/me`, { cookie: v.voter.cookie })).json().voted).toBe(
      true,
    );

    // My account and the export say where they voted, never the receipt.
    const exported = await e.api('GET', '/api/members/me/export', { cookie: v.voter.cookie });
    expect(exported.json().electionsVotedIn).toEqual([
      { slug: v.slug, title: 'Plain ballot', session: '2031/2032' },
    ]);
    expect(exported.body).not.toContain(receipt);

    // A second attempt says they already voted (409), with no receipt.
    const again = await post(`/elections/${v.slug}/ballot/cast`, v.voter.cookie, choices);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(m.alreadyVoted.replace("'", '&#x27;'));
    expect(again.body).not.toContain('data-receipt');
    const after = await e.t.app.inject({ url: `/elections/${v.slug}`, headers: { cookie: v.voter.cookie } });
    expect(after.body).toContain(m.page.voted);
    expect(after.body).not.toContain(`action="/elections/${v.slug}/ballot"`);
  }, 60_000);

  it('sends the ballot back with what must change, tied to its position (400), nothing cast', async () => {
    const v = await votingElection('Too many');
    const response = await post(`/elections/${v.slug}/ballot`, v.voter.cookie, {
      [`c:${v.committee}:${v.chi}`]: '1',
      [`c:${v.committee}:${v.dapo}`]: '1',
      [`c:${v.committee}:${v.eze}`]: '1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(m.tooManyChoices('Committee', 2));
    expect(response.body).toContain(`id="position-${v.committee}-error"`);
    expect(response.body).toContain('aria-invalid="true"');
    expect((await e.api('GET', `/api/elections/${v.slug}/me`, { cookie: v.voter.cookie })).json().voted).toBe(
      false,
    );
  }, 60_000);

  it("refuses another site's form (403) and a form without a session (401), casting nothing", async () => {
    const v = await votingElection('Cross site');
    const choices = { [`c:${v.president}:${v.bayo}`]: '1' };
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const refused = await post(`/elections/${v.slug}/ballot/cast`, v.voter.cookie, choices, headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.location).toBeUndefined();
    }
    const signedOut = await post(`/elections/${v.slug}/ballot/cast`, '', choices);
    expect(signedOut.statusCode).toBe(401);
    expect((await e.api('GET', `/api/elections/${v.slug}/me`, { cookie: v.voter.cookie })).json().voted).toBe(
      false,
    );
  }, 60_000);

  it('once published: the results, the ballot list where the voter finds their receipt, and the sitemap names both pages', async () => {
    const v = await votingElection('Published');
    const choices = { [`c:${v.president}:${v.bayo}`]: '1' };
    const cast = await post(`/elections/${v.slug}/ballot/cast`, v.voter.cookie, choices);
    const receipt = /data-receipt="true">([0-9A-Z-]+)</.exec(cast.body)?.[1] ?? 'none';
    const before = await e.t.app.inject({ url: `/elections/${v.slug}/ballots` });
    expect(before.statusCode).toBe(404);
    await e.move(v.slug, 'closed');
    await e.move(v.slug, 'published');
    const page = await e.t.app.inject({ url: `/elections/${v.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(m.page.results);
    expect(page.body).toContain(`href="/elections/${v.slug}/ballots"`);
    const list = await e.t.app.inject({ url: `/elections/${v.slug}/ballots` });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`id="${receipt}"`);
    expect(list.body).toContain('Published Bayo');
    const sha256 = (await e.t.app.inject({ url: `/api/elections/${v.slug}/ballots.json` })).headers;
    expect(JSON.stringify(sha256)).toMatch(/[0-9a-f]{64}/);
    const hash = /[0-9a-f]{64}/.exec(JSON.stringify(sha256))![0];
    expect(list.body).toContain(hash);
    const sitemap = (await e.t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/elections/${v.slug}</loc>`);
    expect(sitemap).toContain(`/elections/${v.slug}/ballots</loc>`);
    expect(sitemap).toContain('/elections</loc>');
  }, 60_000);
});

describe('standing for a position (the nomination form)', () => {
  async function nominationsOpen(title: string) {
    const election = await e.create({ title });
    await e.move(election.slug, 'nominations');
    return { slug: election.slug, president: election.positions[0]!._id };
  }
  const stand = (
    slug: string,
    cookie: string,
    fields: Record<string, string>,
    photo: { name: string; content: Buffer; type: string } | null,
    headers: Record<string, string> = {},
  ) => {
    const body = multipart(
      'photo',
      photo?.name ?? '',
      photo?.content ?? Buffer.alloc(0),
      photo?.type,
      fields,
    );
    return e.t.app.inject({
      method: 'POST',
      url: `/elections/${slug}/nomination`,
      headers: { ...body.headers, cookie, ...headers },
      payload: body.payload,
    });
  };
  let photo: { name: string; content: Buffer; type: string };
  beforeAll(async () => {
    photo = { name: 'me.png', content: await png(), type: 'image/png' };
  });
  const nominations = async (slug: string) =>
    (await e.api('GET', `/api/elections/${slug}/nominations`, { token: e.officer })).json() as {
      member: { fullName: string } | null;
      manifesto: string;
      photoUrl: string;
      status: string;
    }[];

  it('offers a verified member the form, stores the photo and the manifesto as paragraphs, and says where it is', async () => {
    const n = await nominationsOpen('Stand plain');
    const visitor = await e.t.app.inject({ url: `/elections/${n.slug}` });
    expect(visitor.body).toContain(m.page.signInToStand);
    expect(visitor.body).not.toContain(`action="/elections/${n.slug}/nomination"`);

    const amaka = await e.member('Amaka Stands');
    const page = await e.t.app.inject({ url: `/elections/${n.slug}`, headers: { cookie: amaka.cookie } });
    expect(page.body).toContain(`action="/elections/${n.slug}/nomination"`);
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i);

    const manifesto =
      'I will open the library on Sundays.\n\nAnd <script>alert(1)</script> publish every budget.';
    const sent = await stand(n.slug, amaka.cookie, { positionId: n.president, manifesto }, photo);
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(303);
    expect(sent.headers.location).toBe(`/elections/${n.slug}#nomination`);
    const [stood] = await nominations(n.slug);
    expect(stood?.member?.fullName).toBe('Amaka Stands');
    expect(stood?.manifesto).toBe(
      '<p>I will open the library on Sundays.</p><p>And &lt;script&gt;alert(1)&lt;/script&gt; publish every budget.</p>',
    );
    expect(stood?.photoUrl).toMatch(/^\/uploads\//);
    expect((await e.t.app.inject({ url: stood!.photoUrl })).statusCode).toBe(200);

    const after = await e.t.app.inject({ url: `/elections/${n.slug}`, headers: { cookie: amaka.cookie } });
    expect(after.body).toContain(m.page.nominationStatus.pending('President'));
    expect(after.body).not.toContain(`action="/elections/${n.slug}/nomination"`);

    // A second nomination is refused with the reason, and nothing more is stored.
    const again = await stand(n.slug, amaka.cookie, { positionId: n.president, manifesto }, photo);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(m.alreadyNominated);
    expect(await nominations(n.slug)).toHaveLength(1);
  }, 60_000);

  it('sends the form back with what must change and what was written (400, 415), storing nothing', async () => {
    const n = await nominationsOpen('Stand errors');
    const bisi = await e.member('Bisi Errors');
    const missing = await stand(n.slug, bisi.cookie, { positionId: '', manifesto: 'Kept words' }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(m.page.nominationErrorsTitle);
    expect(missing.body).toContain(m.page.positionRequired);
    expect(missing.body).toContain(m.photoRequired);
    expect(missing.body).toContain('Kept words</textarea>');
    expect(missing.body).toContain('id="stand-photo-error"');

    const notAPicture = await stand(
      n.slug,
      bisi.cookie,
      { positionId: n.president, manifesto: 'A manifesto' },
      { name: 'cv.pdf', content: pdf(), type: 'application/pdf' },
    );
    expect(notAPicture.statusCode).toBe(415);
    expect(notAPicture.body).toContain(m.page.photoNotImage);
    expect(await nominations(n.slug)).toHaveLength(0);
  }, 60_000);

  it("refuses another site's form, a visitor, and a form once nominations have closed", async () => {
    const n = await nominationsOpen('Stand refused');
    const chidi = await e.member('Chidi Refused');
    const fields = { positionId: n.president, manifesto: 'Words' };
    const crossSite = await stand(n.slug, chidi.cookie, fields, photo, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await stand(n.slug, '', fields, photo)).statusCode).toBe(401);
    await e.candidate(n.slug, n.president, 'Stand refused Ada');
    await e.move(n.slug, 'voting');
    const closed = await stand(n.slug, chidi.cookie, fields, photo);
    expect(closed.statusCode).toBe(400);
    expect(closed.body).toContain(m.nominationsClosed);
    expect((await nominations(n.slug)).map((row) => row.member?.fullName)).toEqual(['Stand refused Ada']);
  }, 60_000);
});
