import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import {
  memberCookie,
  memberMailEnv,
  STUDENT_DOMAIN,
  useStudentDomain,
} from '../../testing/member-sessions.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

export const HOUR = 60 * 60 * 1000;
/** A photo as a member's nomination gives it (an upload of the public form, or any https image). */
export const PHOTO = 'https://images.lss.test/portrait.jpg';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Member = { cookie: string; id: string; email: string };

/**
 * An API test app for elections: real members (joined through the API, the e-mailed link followed
 * on the SMTP sink, verified at the student domain), an administrator and an editor account.
 */
export async function electionTestApp(env: Record<string, string> = {}, options = {}) {
  const sink: SmtpSink = await startSmtpSink();
  const t: TestApp = await createTestApp({ ...memberMailEnv(sink), ...env }, options);
  const admin = await t.adminToken();
  await useStudentDomain(t, admin);
  const editorEmail = 'officer@lss.test';
  const password = 'correct horse battery staple';
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: bearer(admin),
    payload: { fullName: 'Olu Officer', email: editorEmail, password, role: 'editor' },
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const officer = (
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: editorEmail, password } })
  ).json().token as string;
  const accounts = (await t.app.inject({ url: '/api/users', headers: bearer(admin) })).json() as {
    _id: string;
    email: string;
  }[];
  const idOf = (email: string) => accounts.find((account) => account.email === email)!._id;
  let people = 0;

  const api = (
    method: Method,
    url: string,
    as: { token?: string; cookie?: string; headers?: Record<string, string> } = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(as.token ? bearer(as.token) : {}),
        ...(as.cookie ? { cookie: as.cookie } : {}),
        ...as.headers,
      },
      ...(payload ? { payload } : {}),
    });

  return {
    t,
    sink,
    admin,
    officer,
    adminId: idOf('admin1@lss.test'),
    officerId: idOf(editorEmail),
    api,

    /** A member signed in: verified (student domain) of `level`, or with another status set. */
    async member(
      name = 'Ada Obi',
      { level = '300L', status }: { level?: string; status?: 'active' | 'lapsed' | 'verified' } = {},
    ): Promise<Member> {
      people += 1;
      const email = `voter${people}@${STUDENT_DOMAIN}`;
      const cookie = await memberCookie(t, sink, email, status);
      await t.database.db
        .update(members)
        .set({ fullName: name, level: level as '300L' })
        .where(eq(members.email, email));
      const me = await api('GET', '/api/members/me', { cookie });
      return { cookie, id: me.json()._id, email };
    },

    /** Creates an election (the administrator), officered by the editor unless told otherwise. */
    async create(payload: Record<string, unknown> = {}) {
      const response = await api(
        'POST',
        '/api/elections',
        { token: admin },
        {
          title: 'Council elections',
          session: '2031/2032',
          positions: [
            { title: 'President', seats: 1 },
            { title: 'Committee', seats: 2 },
          ],
          officers: [idOf(editorEmail)],
          ...payload,
        },
      );
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json() as {
        slug: string;
        _id: string;
        positions: { _id: string; title: string; seats: number }[];
      };
    },

    /** Moves the election to `status` by hand (the officer). */
    async move(slug: string, status: string, token = officer) {
      const response = await api('POST', `/api/elections/${slug}/status`, { token }, { status });
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json();
    },

    /** A member stands for a position and the officer accepts: the candidate's id. */
    async candidate(slug: string, positionId: string, name: string): Promise<string> {
      const { cookie } = await this.member(name);
      const stood = await api(
        'POST',
        `/api/elections/${slug}/nominations`,
        { cookie },
        {
          positionId,
          manifesto: `<p>${name} for the students.</p>`,
          photoUrl: PHOTO,
        },
      );
      if (stood.statusCode !== 201) throw new Error(stood.body);
      const accepted = await api(
        'PATCH',
        `/api/elections/${slug}/nominations/${stood.json()._id}`,
        { token: officer },
        { status: 'accepted' },
      );
      if (accepted.statusCode !== 200) throw new Error(accepted.body);
      return stood.json()._id;
    },

    cast: (
      slug: string,
      cookie: string,
      choices: Record<string, string[]>,
      headers: Record<string, string> = {},
    ) => api('POST', `/api/elections/${slug}/ballots`, { cookie, headers }, { choices }),

    async close() {
      await t.close();
      await sink.stop();
    },
  };
}
export type ElectionTestApp = Awaited<ReturnType<typeof electionTestApp>>;
