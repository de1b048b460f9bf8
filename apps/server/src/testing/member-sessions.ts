import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { members } from '../db/schema/index.ts';
import type { SmtpSink } from './smtp-sink.ts';
import { bearer, type TestApp } from './test-app.ts';

/** The student e-mail domain `useStudentDomain` sets: an address there is verified on confirmation. */
export const STUDENT_DOMAIN = 'students.unilorin.edu.ng';

/** The app settings of a test app whose members confirm by e-mail through `sink` (createTestApp's env). */
export const memberMailEnv = (sink: SmtpSink) => ({
  TRUST_PROXY: 'loopback',
  SMTP_URL: sink.url,
  MAIL_FROM: 'LSS <web@lss.test>',
  PUBLIC_URL: 'https://lss.test',
});

/** Sets the site's student e-mail domains to STUDENT_DOMAIN. */
export async function useStudentDomain(t: TestApp, adminToken: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(adminToken),
    payload: { ...DEFAULT_SITE_SETTINGS, studentEmailDomains: [STUDENT_DOMAIN] },
  });
  if (response.statusCode !== 200) throw new Error(`settings failed: ${response.body}`);
}

/** The token of the sign-in (or confirmation) link a member's e-mail carries. */
export const linkToken = (mail: ParsedMail) =>
  decodeURIComponent(/\/members\/sign-in\?token=([^\s"&]+)/.exec(mail.text ?? '')![1]!);

let address = 0;

/**
 * A member signed in as a student would be: joins through the API, follows the e-mailed link (the
 * real SMTP sink), and returns the `lss_member=…` cookie. At STUDENT_DOMAIN the member is verified;
 * elsewhere active (awaiting the society's check). `status` then sets another one in the database.
 */
export async function memberCookie(
  t: TestApp,
  sink: SmtpSink,
  email: string,
  status?: 'pending' | 'active' | 'verified' | 'lapsed',
): Promise<string> {
  address += 1;
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/members/join',
    headers: { 'x-forwarded-for': `10.31.${Math.floor(address / 250)}.${address % 250}` },
    payload: { fullName: 'Ada Obi', email, level: '200L' },
  });
  if (joined.statusCode !== 202) throw new Error(`join failed: ${joined.body}`);
  await t.app.services.members.idle();
  const [mail] = await sink.waitForMailsTo(email, 1);
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/members/session',
    payload: { token: linkToken(mail!) },
  });
  if (opened.statusCode !== 200) throw new Error(`session failed: ${opened.body}`);
  if (status) await t.database.db.update(members).set({ status }).where(eq(members.email, email));
  const cookie = opened.cookies.find((c) => c.name === 'lss_member');
  return `lss_member=${cookie!.value}`;
}
