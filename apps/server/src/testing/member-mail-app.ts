import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { afterAll, beforeAll, expect } from 'vitest';
import { memberMailEnv, STUDENT_DOMAIN } from './member-sessions.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * The set-up the members' tests share, registered on the enclosing describe: before all, a real
 * SMTP sink and a test app whose members confirm by e-mail through it, with `studentDomain` (as
 * typed) the student e-mail domain; after all, both closed. `t`, `sink`, `adminToken` and
 * `studentEmailDomains` (the domains as the settings stored them) are there once the tests run.
 */
export function memberMailApp({ studentDomain = STUDENT_DOMAIN }: { studentDomain?: string } = {}) {
  let client = 0;
  const kit = {
    t: undefined as unknown as TestApp,
    sink: undefined as unknown as SmtpSink,
    adminToken: '',
    studentEmailDomains: [] as string[],
    /** A client address of its own for each request, so that no limit is shared by accident. */
    nextIp: () => `10.27.${Math.floor(++client / 250)}.${client % 250}`,
    /** The first `count` mails to `address`, once every answer's background work is done. */
    async waitForMails(address: string, count: number) {
      await kit.t.app.services.members.idle();
      return kit.sink.waitForMailsTo(address, count);
    },
    /** GET /api/members/me with the member cookie `cookie` (`lss_member=…`). */
    me: (cookie: string) => kit.t.app.inject({ method: 'GET', url: '/api/members/me', headers: { cookie } }),
  };

  beforeAll(async () => {
    kit.sink = await startSmtpSink();
    kit.t = await createTestApp(memberMailEnv(kit.sink));
    kit.adminToken = await kit.t.adminToken();
    const settings = await kit.t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(kit.adminToken),
      payload: { ...DEFAULT_SITE_SETTINGS, studentEmailDomains: [studentDomain] },
    });
    expect(settings.statusCode).toBe(200);
    kit.studentEmailDomains = settings.json().studentEmailDomains;
  });
  afterAll(async () => {
    await kit.t?.close();
    await kit.sink?.stop();
  });
  return kit;
}
