import { electionsMessages as m } from '@lss/shared/elections-messages';
import { membersMessages } from '@lss/shared/members-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electionBallots, electionVoters, members } from '../../db/schema/index.ts';
import { type ElectionTestApp, electionTestApp, HOUR, PHOTO } from './election-fixtures.ts';

// Issue 28: the members' side. Standing (verified, an eligible level, while nominations are open),
// and casting: the roll decides, the window by the clock at its edges, the choices checked, one
// ballot per member however many arrive at once, and never from another site. PGlite and PostgreSQL.

let e: ElectionTestApp;
beforeAll(async () => {
  e = await electionTestApp();
});
afterAll(() => e.close());

const stand = (slug: string, cookie: string, body: object, headers: Record<string, string> = {}) =>
  e.api('POST', `/api/elections/${slug}/nominations`, { cookie, headers }, body);
const me = async (slug: string, cookie: string) =>
  (await e.api('GET', `/api/elections/${slug}/me`, { cookie })).json();

describe('standing for a position', () => {
  it('takes a verified member of an eligible level while nominations are open, with a sanitised manifesto, once', async () => {
    const election = await e.create({ title: 'Standing', eligibleLevels: ['300L', '400L'] });
    const president = election.positions[0]!._id;
    const ada = await e.member('Ada Nominee');
    const body = {
      positionId: president,
      manifesto: '<p>Fair <script>alert(1)</script><a href="javascript:x()">fees</a></p>',
      photoUrl: PHOTO,
    };
    // Not open yet: the draft is not public at all; then nominations must be open.
    expect((await stand(election.slug, ada.cookie, body)).statusCode).toBe(404);
    await e.move(election.slug, 'nominations');
    expect((await stand(election.slug, '', body)).json().message).toBe(membersMessages.signInRequired);
    const first = await stand(election.slug, ada.cookie, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      _id: expect.any(String),
      positionId: president,
      status: 'pending',
      reason: null,
    });
    const again = await stand(election.slug, ada.cookie, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyNominated);
    const [nomination] = (
      await e.api('GET', `/api/elections/${election.slug}/nominations`, { token: e.officer })
    ).json();
    expect(nomination).toMatchObject({
      positionTitle: 'President',
      status: 'pending',
      member: { fullName: 'Ada Nominee', level: '300L' },
    });
    expect(nomination.manifesto).toBe('<p>Fair <a>fees</a></p>');
    // A pending nomination is not public; an accepted one is a candidate.
    expect((await e.api('GET', `/api/elections/${election.slug}`)).json().positions[0].candidates).toEqual(
      [],
    );

    // Rejected with a reason (required), the member may stand again.
    const decide = (payload: object) =>
      e.api(
        'PATCH',
        `/api/elections/${election.slug}/nominations/${nomination._id}`,
        { token: e.officer },
        payload,
      );
    expect((await decide({ status: 'rejected' })).json().errors).toEqual({ reason: m.reasonRequired });
    expect((await decide({ status: 'rejected', reason: 'Photo missing' })).json()).toMatchObject({
      status: 'rejected',
      reason: 'Photo missing',
    });
    expect(await me(election.slug, ada.cookie)).toMatchObject({
      eligible: true,
      nomination: { status: 'rejected', reason: 'Photo missing' },
    });
    const restood = await stand(election.slug, ada.cookie, {
      ...body,
      positionId: election.positions[1]!._id,
    });
    expect(restood.statusCode).toBe(201);
    expect(restood.json()).toMatchObject({ _id: nomination._id, status: 'pending', reason: null });
    expect((await decide({ status: 'accepted' })).json().status).toBe('accepted');
    const candidates = (await e.api('GET', `/api/elections/${election.slug}`)).json().positions[1].candidates;
    expect(candidates).toEqual([
      { _id: nomination._id, name: 'Ada Nominee', photoUrl: PHOTO, manifesto: '<p>Fair <a>fees</a></p>' },
    ]);
  });

  it('refuses a member not verified or of another level (403), an unknown position, an empty manifesto, no photo (400)', async () => {
    const election = await e.create({ title: 'Refusals to stand', eligibleLevels: ['500L'] });
    await e.move(election.slug, 'nominations');
    const president = election.positions[0]!._id;
    const body = { positionId: president, manifesto: '<p>Me</p>', photoUrl: PHOTO };
    const active = await e.member('Not yet checked', { level: '500L', status: 'active' });
    expect((await stand(election.slug, active.cookie, body)).json().message).toBe(m.mustBeVerified);
    const lapsed = await e.member('Lapsed', { level: '500L', status: 'lapsed' });
    expect((await stand(election.slug, lapsed.cookie, body)).statusCode).toBe(403);
    const junior = await e.member('Junior', { level: '100L' });
    const tooJunior = await stand(election.slug, junior.cookie, body);
    expect(tooJunior.statusCode).toBe(403);
    expect(tooJunior.json().message).toBe(m.levelNotEligible('500L'));
    expect(await me(election.slug, junior.cookie)).toMatchObject({ eligible: false, reason: 'level' });
    const senior = await e.member('Senior', { level: '500L' });
    expect(
      (await stand(election.slug, senior.cookie, { ...body, positionId: crypto.randomUUID() })).json().errors,
    ).toEqual({ positionId: m.positionUnknown });
    expect(
      (await stand(election.slug, senior.cookie, { ...body, manifesto: '<script>x</script>' })).json().errors,
    ).toEqual({ manifesto: m.manifestoRequired });
    expect((await stand(election.slug, senior.cookie, { ...body, photoUrl: '' })).json().errors).toEqual({
      photoUrl: m.photoRequired,
    });
    expect(
      (await stand(election.slug, senior.cookie, { ...body, photoUrl: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
    // Nominations closed: voting opened.
    const stood = await stand(election.slug, senior.cookie, body);
    expect(stood.statusCode, stood.body).toBe(201);
    await e.api(
      'PATCH',
      `/api/elections/${election.slug}/nominations/${stood.json()._id}`,
      { token: e.officer },
      { status: 'accepted' },
    );
    await e.move(election.slug, 'voting');
    const late = await e.member('Late', { level: '500L' });
    expect((await stand(election.slug, late.cookie, body)).json().message).toBe(m.nominationsClosed);
  });
});

describe('casting a ballot', () => {
  async function votingElection(title: string, extra: Record<string, unknown> = {}) {
    const election = await e.create({ title, ...extra });
    const [president, committee] = election.positions;
    await e.move(election.slug, 'nominations');
    const ada = await e.candidate(election.slug, president!._id, `${title} Ada`);
    const bayo = await e.candidate(election.slug, president!._id, `${title} Bayo`);
    const chi = await e.candidate(election.slug, committee!._id, `${title} Chi`);
    const dapo = await e.candidate(election.slug, committee!._id, `${title} Dapo`);
    const eze = await e.candidate(election.slug, committee!._id, `${title} Eze`);
    return { election, president: president!._id, committee: committee!._id, ada, bayo, chi, dapo, eze };
  }

  it('checks the choices: every position of this election, candidates of that position, within its seats, each once (400)', async () => {
    const { election, president, committee, ada, bayo, chi, dapo, eze } = await votingElection('Choices');
    const rejected = await e.member('Rejected Runner');
    const nomination = await stand(election.slug, rejected.cookie, {
      positionId: president,
      manifesto: '<p>x</p>',
      photoUrl: PHOTO,
    });
    await e.api(
      'PATCH',
      `/api/elections/${election.slug}/nominations/${nomination.json()._id}`,
      { token: e.officer },
      { status: 'rejected', reason: 'No' },
    );
    const voter = await e.member('Careful Voter');
    await e.move(election.slug, 'voting');
    const refusals: [Record<string, string[]>, string, string][] = [
      [{ [president]: [ada, bayo] }, `choices.${president}`, m.tooManyChoices('President', 1)],
      [{ [committee]: [chi, dapo, eze] }, `choices.${committee}`, m.tooManyChoices('Committee', 2)],
      [{ [president]: [chi] }, `choices.${president}`, m.notACandidate('President')],
      [{ [president]: [nomination.json()._id] }, `choices.${president}`, m.notACandidate('President')],
      [{ [president]: [crypto.randomUUID()] }, `choices.${president}`, m.notACandidate('President')],
      [{ [committee]: [chi, chi] }, `choices.${committee}`, m.duplicateChoice('Committee')],
    ];
    for (const [choices, field, message] of refusals) {
      const response = await e.cast(election.slug, voter.cookie, choices);
      expect(response.statusCode, JSON.stringify(choices)).toBe(400);
      expect(response.json()).toEqual({ message, errors: { [field]: message } });
    }
    const other = await e.create({ title: 'Another election' });
    const foreign = await e.cast(election.slug, voter.cookie, { [other.positions[0]!._id]: [] });
    expect(foreign.json().message).toBe(m.positionUnknown);
    for (const body of [
      {},
      { choices: [] },
      { choices: { [president]: 'ada' } },
      { choices: { [president]: [1] } },
    ]) {
      const response = await e.api(
        'POST',
        `/api/elections/${election.slug}/ballots`,
        { cookie: voter.cookie },
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // None of these counted: the member still votes, once; a replayed form is refused.
    const cast = await e.cast(election.slug, voter.cookie, { [president]: [bayo], [committee]: [eze] });
    expect(cast.statusCode, cast.body).toBe(201);
    expect(cast.json()).toEqual({
      receipt: expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/),
      message: m.ballotCast,
    });
    const replayed = await e.cast(election.slug, voter.cookie, { [president]: [bayo], [committee]: [eze] });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().message).toBe(m.alreadyVoted);
    expect(await me(election.slug, voter.cookie)).toMatchObject({ voted: true, eligible: true });
    // My account can say where they voted, never with what receipt.
    const [row] = await e.t.database.db.select().from(members).where(eq(members.id, voter.id));
    expect(await e.t.app.services.elections.votedIn(row!)).toEqual([
      { slug: election.slug, title: 'Choices', session: '2031/2032' },
    ]);
  });

  it('records exactly one ballot of 20 sent at once by one member (two sessions, two devices)', async () => {
    const { election, president, ada, bayo } = await votingElection('Twenty at once');
    const voter = await e.member('Eager Voter');
    // A second device: another sign-in of the same member.
    const second = await (async () => {
      await e.api(
        'POST',
        '/api/members/sign-in',
        { headers: { 'x-forwarded-for': '10.99.0.1' } },
        { email: voter.email },
      );
      await e.t.app.services.members.idle();
      const mails = await e.sink.waitForMailsTo(voter.email, 2);
      const token = decodeURIComponent(
        /\/members\/sign-in\?token=([^\s"&]+)/.exec(mails[1]!.text ?? '')![1]!,
      );
      const opened = await e.api('POST', '/api/members/session', {}, { token });
      return `lss_member=${opened.cookies.find((c) => c.name === 'lss_member')!.value}`;
    })();
    await e.move(election.slug, 'voting');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        e.cast(election.slug, index % 2 ? second : voter.cookie, { [president]: [index % 3 ? ada : bayo] }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().message).toBe(m.alreadyVoted);
    const stored = (await e.api('GET', `/api/elections/${election.slug}`)).json();
    const ballots = await e.t.database.db
      .select()
      .from(electionBallots)
      .where(eq(electionBallots.electionId, stored._id));
    const voters = await e.t.database.db
      .select()
      .from(electionVoters)
      .where(eq(electionVoters.electionId, stored._id));
    expect(ballots).toHaveLength(1);
    expect(voters).toEqual([{ electionId: stored._id, memberId: voter.id }]);
  });

  it('lets the roll decide: a member verified after it froze may not vote (403, logged); one lapsed after it may', async () => {
    const { election, president, ada } = await votingElection('The roll');
    const lapsing = await e.member('Lapsing Later');
    const unchecked = await e.member('Checked Later', { status: 'active' });
    expect(await me(election.slug, unchecked.cookie)).toMatchObject({
      eligible: false,
      reason: 'not-verified',
    });
    await e.move(election.slug, 'voting');
    await e.t.database.db.update(members).set({ status: 'lapsed' }).where(eq(members.id, lapsing.id));
    await e.t.database.db.update(members).set({ status: 'verified' }).where(eq(members.id, unchecked.id));
    const joinedLate = await e.member('Joined Late');
    for (const outsider of [unchecked, joinedLate]) {
      expect(await me(election.slug, outsider.cookie)).toMatchObject({
        eligible: false,
        reason: 'not-on-roll',
      });
      const refused = await e.cast(election.slug, outsider.cookie, { [president]: [ada] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(m.notOnRoll);
    }
    expect(await me(election.slug, lapsing.cookie)).toMatchObject({
      eligible: true,
      reason: null,
      voted: false,
    });
    expect((await e.cast(election.slug, lapsing.cookie, { [president]: [ada] })).statusCode).toBe(201);
    const log = (await e.api('GET', '/api/activity?limit=100', { token: e.admin })).json() as {
      action: string;
      summary: string;
      actor: { fullName: string };
    }[];
    const refusals = log.filter(
      (entry) =>
        entry.action === 'refused' && entry.summary === 'Refused a ballot in The roll: not on the roll',
    );
    expect(refusals.map((entry) => entry.actor.fullName).sort()).toEqual([
      'Checked Later (member)',
      'Joined Late (member)',
    ]);
  });

  it('takes ballots from the opening instant to just before the close, by the clock (400 outside)', async () => {
    const opens = new Date(Date.now() + 10 * HOUR);
    const closes = new Date(opens.getTime() + 2 * HOUR);
    const { election, president, ada } = await votingElection('Edges', {
      nominationsOpenAt: new Date(Date.now() + HOUR).toISOString(),
      votingOpenAt: opens.toISOString(),
      votingCloseAt: closes.toISOString(),
    });
    const voters = [await e.member('Edge One'), await e.member('Edge Two'), await e.member('Edge Three')];
    e.t.clock.stopAt(new Date(opens.getTime() - 1));
    const early = await e.cast(election.slug, voters[0]!.cookie, { [president]: [ada] });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(m.votingNotOpen);
    e.t.clock.stopAt(opens);
    expect((await e.cast(election.slug, voters[0]!.cookie, { [president]: [ada] })).statusCode).toBe(201);
    e.t.clock.stopAt(new Date(closes.getTime() - 1));
    expect((await e.cast(election.slug, voters[1]!.cookie, { [president]: [ada] })).statusCode).toBe(201);
    e.t.clock.stopAt(closes);
    const late = await e.cast(election.slug, voters[2]!.cookie, { [president]: [ada] });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(m.votingClosed);
    expect((await e.api('GET', `/api/elections/${election.slug}`, { token: e.admin })).json()).toMatchObject({
      status: 'closed',
      turnout: { ballots: 2 },
    });
    // The clock runs on again for the next tests.
    e.t.clock.stopAt(new Date(closes.getTime() + HOUR));
  });

  it('refuses a ballot or a nomination sent from another site (CSRF), takes one from the site itself', async () => {
    const { election, president, ada } = await votingElection('Cross-site');
    const voter = await e.member('Targeted Voter');
    await e.move(election.slug, 'voting');
    const choices = { [president]: [ada] };
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://lss.test.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.lss.test' },
    ]) {
      const response = await e.cast(election.slug, voter.cookie, choices, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toBe(m.crossSite);
    }
    const nomination = await stand(
      election.slug,
      voter.cookie,
      { positionId: president, manifesto: '<p>x</p>', photoUrl: PHOTO },
      { origin: 'https://evil.example' },
    );
    expect(nomination.statusCode).toBe(403);
    expect(await me(election.slug, voter.cookie)).toMatchObject({ voted: false });
    const own = await e.cast(election.slug, voter.cookie, choices, {
      origin: 'https://lss.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode, own.body).toBe(201);
    const voters = await e.t.database.db
      .select()
      .from(electionVoters)
      .where(and(eq(electionVoters.memberId, voter.id)));
    expect(voters).toHaveLength(1);
  });

  it('answers 401 without a member session, and a staff token is not a member', async () => {
    const { election, president, ada } = await votingElection('Sessions');
    await e.move(election.slug, 'voting');
    const anonymous = await e.cast(election.slug, '', { [president]: [ada] });
    expect(anonymous.statusCode).toBe(401);
    const staff = await e.api(
      'POST',
      `/api/elections/${election.slug}/ballots`,
      { token: e.admin },
      { choices: {} },
    );
    expect(staff.statusCode).toBe(401);
    const expired = await e.cast(election.slug, 'lss_member=not-a-session', { [president]: [ada] });
    expect(expired.json().message).toBe(membersMessages.sessionExpired);
  });
});
