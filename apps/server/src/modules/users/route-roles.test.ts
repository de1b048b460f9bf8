import { AREA_ROLES } from '@lss/shared/admin-areas';
import { hasRole, ROLES, type Role } from '@lss/shared/users';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRsvps, members, newsletterSubscribers, users } from '../../db/schema/index.ts';
import { newLinkToken } from '../../lib/one-time-tokens.ts';
import { authPlugin } from '../../plugins/auth.ts';
import * as files from '../../testing/sample-files.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { currentTotpCode } from './two-factor.ts';
import type { UsersService } from './users.service.ts';

/**
 * Every signed-in route, called by each role: 2xx where the least role of the area it declares
 * (`config.area`, AREA_ROLES) allows it, else 403 with the exact message (decisions.md, Accounts
 * and roles). Each route brings a valid request for itself.
 */

/** The least role of a signed-in route, from its declared area. */
function leastRole(key: string): Role {
  const area = t.app.signedInAreas.get(key);
  if (!area) throw new Error(`${key} is not a signed-in route`);
  return AREA_ROLES[area];
}

let t: TestApp;
const PASSWORD = 'correct horse battery staple';
const tokens = {} as Record<Role, string>;
const userIds = {} as Record<Role, string>;
let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}`;

async function login(role: Role) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: `${role}@lss.test`, password: PASSWORD },
  });
  tokens[role] = response.json().token;
}

const send = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function created(method: string, url: string, token: string, payload: object): Promise<string> {
  const response = await send(method, url, token, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json()._id;
}

type Call = { url: string; payload?: object; headers?: Record<string, string> };
type Fixture = {
  /** A request this role may send successfully (creating what it needs first). */
  call(role: Role): Promise<Call>;
  /** Puts back what the call changed that later calls depend on. */
  after?(role: Role): Promise<void>;
};

const admin = () => tokens.administrator;
const ownDraft = (role: Role) =>
  created('POST', '/api/posts', tokens[role], { title: 'Draft', slug: unique('draft') });
const event = () => ({
  title: 'Moot',
  description: 'Finals',
  eventDate: '2030-01-01T10:00:00Z',
  venue: 'Hall',
});
const executive = () => ({ name: 'Ada', position: 'President' });
const material = () => ({ title: 'Notes', fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf' });
const episode = () => ({
  title: 'Ep',
  description: 'D',
  episodeDate: '2030-01-01T10:00:00Z',
  xSpaceUrl: 'https://x.com/i/spaces/1',
});
const path = (template: string, id: string) => ({ url: template.replace(':id', id) });

/** The address of a registration for a new event open to registration. */
async function registrationUrl() {
  const eventId = await created('POST', '/api/events', admin(), { ...event(), rsvpEnabled: true });
  const email = `${unique('ada')}@x.test`;
  await send('POST', `/api/events/${eventId}/rsvps`, admin(), { name: 'Ada', email });
  // Pending registrations are not listed: confirm it, with a link as its e-mail would carry.
  const link = newLinkToken();
  await t.app.services.database.db
    .update(eventRsvps)
    .set({ confirmTokenHash: link.hash })
    .where(eq(eventRsvps.email, email));
  await send('POST', '/api/rsvps/confirm', admin(), { token: link.token });
  const [registration] = (await send('GET', `/api/events/${eventId}/rsvps`, admin())).json();
  return `/api/events/${eventId}/rsvps/${registration._id}`;
}

/** The address of the revision that creating a draft of this role's recorded. */
async function firstRevisionUrl(role: Role) {
  const revisions = `/api/posts/${await ownDraft(role)}/revisions`;
  const [revision] = (await send('GET', revisions, tokens[role])).json();
  return `${revisions}/${revision._id}`;
}

/** A new published post (sent as a newsletter once at most): its id. */
const publishedPost = () =>
  created('POST', '/api/posts', admin(), { title: 'News', slug: unique('news'), status: 'published' });
/** A new confirmed newsletter subscriber: its id. */
async function confirmedSubscriber() {
  const [row] = await t.database.db
    .insert(newsletterSubscribers)
    .values({ email: `${unique('reader')}@x.test`, status: 'confirmed', unsubscribeToken: unique('token') })
    .returning();
  return row!.id;
}

/** A new member of the society: their id. */
async function memberId() {
  const [row] = await t.database.db
    .insert(members)
    .values({ fullName: 'Student', email: `${unique('student')}@x.test`, level: '100L', status: 'active' })
    .returning();
  return row!.id;
}

/** A staff account as the services take it (the route has checked its token). */
const staffOf = (role: Role) => ({
  id: userIds[role],
  fullName: `The ${role}`,
  email: `${role}@lss.test`,
  role,
});

/** A new election run by this role (and the administrator), in draft: its slug. */
async function electionOf(role: Role, session = '2099/2100') {
  const officers = [...new Set([userIds[role], userIds.administrator])];
  const election = await t.app.services.elections.create(
    { title: unique('Election'), session, positions: [{ title: 'President', seats: 1 }], officers },
    staffOf('administrator'),
  );
  return election.slug;
}

/** A new verified member, as the services take them. */
async function verifiedMember() {
  const [row] = await t.database.db
    .insert(members)
    .values({
      fullName: unique('Voter'),
      email: `${unique('voter')}@x.test`,
      level: '300L',
      status: 'verified',
    })
    .returning();
  return row!;
}

/**
 * An election of this role with nominations open, a nomination by each of `candidates` new members
 * (accepted unless pending is asked) and the members who will vote: slug, position, nominations, voters.
 */
async function electionWithCandidates(role: Role, candidates: number, session?: string, accept = true) {
  const elections = t.app.services.elections;
  const slug = await electionOf(role, session);
  const officer = staffOf(role);
  const detail = await elections.moveTo(slug, 'nominations', officer);
  const positionId = detail.positions[0]!._id;
  const nominations: string[] = [];
  for (let index = 0; index < candidates; index += 1) {
    const nomination = await elections.nominate(
      slug,
      { positionId, manifesto: '<p>Me</p>', photoUrl: 'https://x.test/me.jpg' },
      await verifiedMember(),
    );
    if (accept) await elections.decide(slug, nomination._id, { status: 'accepted', reason: null }, officer);
    nominations.push(nomination._id);
  }
  return { slug, positionId, nominations, officer };
}

async function contactMessageId() {
  await t.app.services.contact.submit({ name: 'Visitor', email: 'v@lss.test', message: unique('Hello') });
  return (await t.app.services.contact.list())[0]!._id;
}
async function submissionId() {
  const title = unique('Essay');
  await t.app.services.submissions.submit(
    { name: 'Student', email: 's@lss.test', title, article: 'Text' },
    null,
  );
  return (await t.app.services.submissions.list()).find((s) => s.title === title)!._id;
}
/** An upload of this role's own, in the media library: its id. */
async function ownUpload(role: Role) {
  return (await t.app.services.uploads.store(await files.png(), { uploadedBy: userIds[role] })).mediaId;
}

async function throwawayAccount() {
  return created('POST', '/api/users/register', admin(), {
    fullName: 'Temp',
    email: `${unique('temp')}@lss.test`,
    password: PASSWORD,
    role: 'contributor',
  });
}
async function totpSecret(role: Role) {
  return (await send('POST', '/api/users/me/totp', tokens[role])).json().secret as string;
}
async function turnTotpOff(role: Role) {
  await t.database.db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpRecoveryHashes: [] })
    .where(eq(users.id, userIds[role]));
}

/** A valid request for every signed-in route, in the order they are called. */
const FIXTURES: Record<string, Fixture> = {
  'POST /api/users/logout': { call: async () => ({ url: '/api/users/logout' }), after: login },
  'GET /api/users/me': { call: async () => ({ url: '/api/users/me' }) },
  'PUT /api/users/me': {
    call: async (role) => ({
      url: '/api/users/me',
      payload: { fullName: `The ${role}`, email: `${role}@lss.test` },
    }),
  },
  'PUT /api/users/me/password': {
    call: async () => ({
      url: '/api/users/me/password',
      payload: { currentPassword: PASSWORD, newPassword: PASSWORD },
    }),
    after: login,
  },
  'POST /api/users/me/totp': { call: async () => ({ url: '/api/users/me/totp' }), after: turnTotpOff },
  'POST /api/users/me/totp/confirm': {
    call: async (role) => ({
      url: '/api/users/me/totp/confirm',
      payload: { code: currentTotpCode(await totpSecret(role)) },
    }),
    after: turnTotpOff,
  },
  'DELETE /api/users/me/totp': {
    async call(role) {
      const secret = await totpSecret(role);
      const confirmed = await send('POST', '/api/users/me/totp/confirm', tokens[role], {
        code: currentTotpCode(secret),
      });
      return { url: '/api/users/me/totp', payload: { code: confirmed.json().recoveryCodes[0] } };
    },
  },
  'GET /api/dashboard/stats': { call: async () => ({ url: '/api/dashboard/stats' }) },
  'POST /api/upload': {
    async call() {
      const { payload, headers } = files.multipart('image', 'photo.png', await files.png(), 'image/png');
      return { url: '/api/upload', payload: payload as unknown as object, headers };
    },
  },

  'GET /api/media': { call: async () => ({ url: '/api/media' }) },
  'PATCH /api/media/:id': {
    call: async (role) => ({ ...path('/api/media/:id', await ownUpload(role)), payload: { alt: 'A photo' } }),
  },
  'DELETE /api/media/:id': { call: async (role) => path('/api/media/:id', await ownUpload(role)) },

  'GET /api/posts/all': { call: async () => ({ url: '/api/posts/all' }) },
  'GET /api/posts/admin/:id': { call: async (role) => path('/api/posts/admin/:id', await ownDraft(role)) },
  'POST /api/posts': {
    call: async () => ({ url: '/api/posts', payload: { title: 'New', slug: unique('new') } }),
  },
  'PUT /api/posts/:id': {
    call: async (role) => ({
      ...path('/api/posts/:id', await ownDraft(role)),
      payload: { title: 'Edited', slug: unique('edited') },
    }),
  },
  'DELETE /api/posts/:id': { call: async (role) => path('/api/posts/:id', await ownDraft(role)) },
  'POST /api/posts/:id/review-request': {
    call: async (role) => path('/api/posts/:id/review-request', await ownDraft(role)),
  },
  'DELETE /api/posts/:id/review-request': {
    call: async (role) => path('/api/posts/:id/review-request', await ownDraft(role)),
  },
  'GET /api/posts/review-queue': { call: async () => ({ url: '/api/posts/review-queue' }) },
  'GET /api/posts/:id/revisions': {
    call: async (role) => path('/api/posts/:id/revisions', await ownDraft(role)),
  },
  'GET /api/posts/:id/revisions/:revisionId': {
    call: async (role) => ({ url: await firstRevisionUrl(role) }),
  },
  'POST /api/posts/:id/revisions/:revisionId/restore': {
    call: async (role) => ({ url: `${await firstRevisionUrl(role)}/restore` }),
  },

  'GET /api/events/all': { call: async () => ({ url: '/api/events/all' }) },
  'POST /api/events': { call: async () => ({ url: '/api/events', payload: event() }) },
  'PUT /api/events/:id': {
    call: async () => ({
      ...path('/api/events/:id', await created('POST', '/api/events', admin(), event())),
      payload: event(),
    }),
  },
  'DELETE /api/events/:id': {
    call: async () => path('/api/events/:id', await created('POST', '/api/events', admin(), event())),
  },
  'GET /api/events/:id/rsvps': {
    call: async () => path('/api/events/:id/rsvps', await created('POST', '/api/events', admin(), event())),
  },
  'GET /api/events/:id/rsvps.csv': {
    call: async () =>
      path('/api/events/:id/rsvps.csv', await created('POST', '/api/events', admin(), event())),
  },
  'GET /api/events/:id/rsvps/counts': {
    call: async () =>
      path('/api/events/:id/rsvps/counts', await created('POST', '/api/events', admin(), event())),
  },
  'PATCH /api/events/:id/rsvps/:rsvpId': {
    call: async () => ({ url: await registrationUrl(), payload: { checkedIn: true } }),
  },
  'POST /api/executives': { call: async () => ({ url: '/api/executives', payload: executive() }) },
  'PUT /api/executives/:id': {
    call: async () => ({
      ...path('/api/executives/:id', await created('POST', '/api/executives', admin(), executive())),
      payload: executive(),
    }),
  },
  'DELETE /api/executives/:id': {
    call: async () =>
      path('/api/executives/:id', await created('POST', '/api/executives', admin(), executive())),
  },
  // Each call opens the next session (empty), so every role's call can succeed.
  'POST /api/executives/sessions': {
    call: async () => ({ url: '/api/executives/sessions', payload: { copy: 'empty' } }),
  },
  'GET /api/materials/all': { call: async () => ({ url: '/api/materials/all' }) },
  'POST /api/materials': { call: async () => ({ url: '/api/materials', payload: material() }) },
  'PUT /api/materials/:id': {
    call: async () => ({
      ...path('/api/materials/:id', await created('POST', '/api/materials', admin(), material())),
      payload: material(),
    }),
  },
  'DELETE /api/materials/:id': {
    call: async () =>
      path('/api/materials/:id', await created('POST', '/api/materials', admin(), material())),
  },
  'GET /api/podcast/all': { call: async () => ({ url: '/api/podcast/all' }) },
  'POST /api/podcast': { call: async () => ({ url: '/api/podcast', payload: episode() }) },
  'PUT /api/podcast/:id': {
    call: async () => ({
      ...path('/api/podcast/:id', await created('POST', '/api/podcast', admin(), episode())),
      payload: episode(),
    }),
  },
  'DELETE /api/podcast/:id': {
    call: async () => path('/api/podcast/:id', await created('POST', '/api/podcast', admin(), episode())),
  },
  'GET /api/contact': { call: async () => ({ url: '/api/contact' }) },
  'PATCH /api/contact/:id': {
    call: async () => ({ ...path('/api/contact/:id', await contactMessageId()), payload: { read: true } }),
  },
  'DELETE /api/contact/:id': { call: async () => path('/api/contact/:id', await contactMessageId()) },
  'GET /api/submissions': { call: async () => ({ url: '/api/submissions' }) },
  'GET /api/submissions/all': { call: async () => ({ url: '/api/submissions/all' }) },
  'GET /api/submissions/:id': { call: async () => path('/api/submissions/:id', await submissionId()) },
  'DELETE /api/submissions/:id': { call: async () => path('/api/submissions/:id', await submissionId()) },
  'POST /api/submissions/:id/approve': {
    call: async () => path('/api/submissions/:id/approve', await submissionId()),
  },
  'POST /api/submissions/:id/reject': {
    call: async () => path('/api/submissions/:id/reject', await submissionId()),
  },
  'GET /api/newsletter/subscribers': { call: async () => ({ url: '/api/newsletter/subscribers' }) },
  'GET /api/newsletter/subscribers.csv': { call: async () => ({ url: '/api/newsletter/subscribers.csv' }) },
  'DELETE /api/newsletter/subscribers/:id': {
    call: async () => path('/api/newsletter/subscribers/:id', await confirmedSubscriber()),
  },
  'GET /api/newsletter/sends': { call: async () => ({ url: '/api/newsletter/sends' }) },
  'GET /api/posts/:id/newsletter': {
    call: async () => path('/api/posts/:id/newsletter', await publishedPost()),
  },
  'POST /api/posts/:id/newsletter': {
    call: async () => {
      await confirmedSubscriber();
      return path('/api/posts/:id/newsletter', await publishedPost());
    },
  },

  'GET /api/members': { call: async () => ({ url: '/api/members' }) },
  'GET /api/members.csv': { call: async () => ({ url: '/api/members.csv' }) },
  'GET /api/members/joined-sessions': { call: async () => ({ url: '/api/members/joined-sessions' }) },
  'GET /api/members/renewal': { call: async () => ({ url: '/api/members/renewal' }) },
  'POST /api/members/renewal': {
    call: async () => ({
      url: '/api/members/renewal',
      payload: {
        session: (await t.app.inject({ method: 'GET', url: '/api/settings' })).json().currentSession,
      },
    }),
  },
  'POST /api/members/verify': {
    call: async () => ({ url: '/api/members/verify', payload: { ids: [await memberId()] } }),
  },
  'POST /api/members/lapse': {
    call: async () => ({ url: '/api/members/lapse', payload: { ids: [await memberId()] } }),
  },
  'POST /api/members/import': {
    call: async () => ({
      url: '/api/members/import?dryRun=true',
      payload: `name,email,level\r\nAda,${unique('student')}@x.test,100L\r\n` as unknown as object,
      headers: { 'content-type': 'text/csv' },
    }),
  },
  'PATCH /api/members/:id': {
    call: async () => ({ ...path('/api/members/:id', await memberId()), payload: { level: '300L' } }),
  },
  'DELETE /api/members/:id': { call: async () => path('/api/members/:id', await memberId()) },

  'POST /api/import': {
    call: async () => {
      const wxr = '<?xml version="1.0"?><rss version="2.0"><channel><title>Old</title></channel></rss>';
      const { payload, headers } = files.multipart('file', 'export.xml', Buffer.from(wxr), 'text/xml', {
        kind: 'wordpress',
        dryRun: 'true',
      });
      return { url: '/api/import', payload: payload as unknown as object, headers };
    },
    after: () => t.app.services.importJobs.settled(),
  },
  'GET /api/import': { call: async () => ({ url: '/api/import' }) },
  'GET /api/import/:id': {
    call: async () => {
      const latest = await t.app.inject({
        method: 'GET',
        url: '/api/import',
        headers: bearer(tokens.administrator),
      });
      return path('/api/import/:id', latest.json().job.id);
    },
  },

  'POST /api/elections': {
    call: async () => ({
      url: '/api/elections',
      payload: {
        title: unique('Election'),
        session: '2099/2100',
        positions: [{ title: 'President' }],
        officers: [userIds.administrator],
      },
    }),
  },
  'DELETE /api/elections/:slug': {
    call: async (role) => ({ url: `/api/elections/${await electionOf(role)}` }),
  },
  'PATCH /api/elections/:slug': {
    call: async (role) => ({
      url: `/api/elections/${await electionOf(role)}`,
      payload: { title: 'Renamed' },
    }),
  },
  'POST /api/elections/:slug/status': {
    call: async (role) => ({
      url: `/api/elections/${await electionOf(role)}/status`,
      payload: { status: 'nominations' },
    }),
  },
  'GET /api/elections/:slug/nominations': {
    call: async (role) => ({ url: `/api/elections/${await electionOf(role)}/nominations` }),
  },
  'PATCH /api/elections/:slug/nominations/:id': {
    async call(role) {
      const { slug, nominations } = await electionWithCandidates(role, 1, undefined, false);
      return { url: `/api/elections/${slug}/nominations/${nominations[0]}`, payload: { status: 'accepted' } };
    },
  },
  'PUT /api/elections/:slug/positions/:id/tie-break': {
    async call(role) {
      // Two candidates, one vote each: a tie for the one seat.
      const elections = t.app.services.elections;
      const { slug, positionId, nominations, officer } = await electionWithCandidates(role, 2);
      const voters = [await verifiedMember(), await verifiedMember()];
      await elections.moveTo(slug, 'voting', officer);
      for (const [index, voter] of voters.entries())
        await elections.cast(slug, { [positionId]: [nominations[index]!] }, voter);
      await elections.moveTo(slug, 'closed', officer);
      return {
        url: `/api/elections/${slug}/positions/${positionId}/tie-break`,
        payload: { winners: [nominations[0]], note: 'Drawn by lot.' },
      };
    },
  },
  'POST /api/elections/:slug/council': {
    async call(role) {
      const elections = t.app.services.elections;
      const session = `${2200 + serial}/${2201 + serial}`;
      const { slug, officer } = await electionWithCandidates(role, 1, session);
      for (const step of ['voting', 'closed', 'published'] as const)
        await elections.moveTo(slug, step, officer);
      return { url: `/api/elections/${slug}/council` };
    },
  },

  'PUT /api/settings': {
    call: async () => ({
      url: '/api/settings',
      payload: (await t.app.inject({ method: 'GET', url: '/api/settings' })).json(),
    }),
  },
  'GET /api/backup': { call: async () => ({ url: '/api/backup' }) },
  'GET /api/activity': { call: async () => ({ url: '/api/activity' }) },
  'GET /api/users': { call: async () => ({ url: '/api/users' }) },
  'PATCH /api/users/:id': {
    call: async () => ({ ...path('/api/users/:id', await throwawayAccount()), payload: { role: 'editor' } }),
  },
  'DELETE /api/users/:id': { call: async () => path('/api/users/:id', await throwawayAccount()) },
  'GET /api/users/invitations': { call: async () => ({ url: '/api/users/invitations' }) },
  'POST /api/users/invitations': {
    call: async () => ({
      url: '/api/users/invitations',
      payload: { email: `${unique('invited')}@lss.test`, role: 'editor' },
    }),
  },
  'DELETE /api/users/invitations/:id': {
    async call() {
      const response = await send('POST', '/api/users/invitations', admin(), {
        email: `${unique('invited')}@lss.test`,
      });
      return path('/api/users/invitations/:id', response.json().invitation._id);
    },
  },
};

let sink: SmtpSink;

beforeAll(async () => {
  // A mail server: sending a post as a newsletter is refused without one.
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
  await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { fullName: 'The administrator', email: 'administrator@lss.test', password: PASSWORD },
  });
  await login('administrator');
  for (const role of ['editor', 'contributor'] as const) {
    await created('POST', '/api/users/register', admin(), {
      fullName: `The ${role}`,
      email: `${role}@lss.test`,
      password: PASSWORD,
      role,
    });
    await login(role);
  }
  for (const account of (await send('GET', '/api/users', admin())).json()) {
    userIds[account.role as Role] = account._id;
  }
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

describe('route roles', () => {
  const routes = () => Object.keys(FIXTURES);
  const reachable = (role: Role) => routes().filter((key) => hasRole(role, leastRole(key)));

  it('knows every signed-in route, each with a declared area', () => {
    expect(t.app.signedInAreas.size).toBeGreaterThan(0);
    expect([...t.app.signedInAreas.keys()].sort()).toEqual([...routes()].sort());
    for (const key of routes()) expect(leastRole(key), key).toBeDefined();
  });

  it('follows decisions.md: contributors reach exactly posts (not the review queue or newsletter sends), uploads, the dashboard, their own account and the elections they run; editors all but settings, accounts, backups, the audit log, imports and setting up elections', () => {
    // Any account may be an election's officer (the service checks whose election it is).
    const contributorArea =
      /^(?!DELETE \/api\/elections\/:slug$)\S+ \/api\/(posts(?!\/review-queue$|\/:id\/newsletter$)|upload$|media\b|dashboard\/|users\/(me|logout)\b|elections\/:slug)/;
    expect(reachable('contributor')).toEqual(routes().filter((key) => contributorArea.test(key)));
    const administratorOnly =
      /^\S+ \/api\/(settings|backup|activity|import|users(?!\/(me|logout)\b))|^(POST \/api\/elections|DELETE \/api\/elections\/:slug)$/;
    expect(reachable('editor')).toEqual(routes().filter((key) => !administratorOnly.test(key)));
    expect(reachable('administrator')).toEqual(routes());
  });

  for (const role of ROLES) {
    it(`gives the ${role} 2xx where allowed and 403 with the message elsewhere`, async () => {
      for (const [key, fixture] of Object.entries(FIXTURES)) {
        const [method, template] = key.split(' ') as [string, string];
        if (!hasRole(role, leastRole(key))) {
          const url = template.replace(':id', crypto.randomUUID());
          const response = await send(method, url, tokens[role]);
          expect(response.statusCode, key).toBe(403);
          expect(response.json(), key).toEqual({ message: 'You do not have permission to do that.' });
          continue;
        }
        const { url, payload, headers } = await fixture.call(role);
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...bearer(tokens[role]), ...headers },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
        await fixture.after?.(role);
      }
    });
  }
});

describe('the start-up check', () => {
  it('refuses to start when a signed-in route declares no known area, or an area without requireAdmin', async () => {
    const app = Fastify();
    await app.register(authPlugin, { users: {} as UsersService });
    app.get('/listed', { config: { area: 'events' }, onRequest: app.requireAdmin }, async () => 'ok');
    app.get('/public', async () => 'ok');
    const areas =
      'dashboard, posts, media, account, events, executives, materials, podcast, messages, members, subscribers, submissions, reviews, elections, electionSetup, settings, activity, accounts, import';
    expect(() => app.get('/forgotten', { onRequest: [app.requireAdmin] }, async () => 'ok')).toThrow(
      `GET /forgotten uses requireAdmin but declares no admin area: add config.area, one of ${areas} (packages/shared/src/admin-areas.ts).`,
    );
    expect(() =>
      app.get(
        '/misspelt',
        { config: { area: 'event' as 'events' }, onRequest: app.requireAdmin },
        async () => 'ok',
      ),
    ).toThrow(`GET /misspelt uses requireAdmin but declares no admin area`);
    expect(() => app.get('/unchecked', { config: { area: 'events' } }, async () => 'ok')).toThrow(
      'GET /unchecked declares config.area but does not use requireAdmin.',
    );
    await app.close();
  });
});
