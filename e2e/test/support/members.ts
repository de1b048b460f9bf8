import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { apiLogin } from './admin.ts';
import { unique } from './api.ts';
import { latestMailTo, linkIn } from './mailbox.ts';

/**
 * Adds a spec's own student e-mail domain to the site setting (or, with `remove`, takes it away),
 * keeping the domains other specs set: a member who joins with it is verified at once.
 */
export async function setStudentDomain(request: APIRequestContext, domain: string, remove = false) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request)).token}` };
  const { updatedAt: _, ...settings } = await (await request.get('/api/settings', { headers })).json();
  const current = (settings.studentEmailDomains ?? []) as string[];
  const others = current.filter((d) => d !== domain);
  if (!remove && others.length !== current.length) return;
  const put = await request.put('/api/settings', {
    headers,
    data: { ...settings, studentEmailDomains: remove ? others : [...others, domain] },
  });
  expect(put.ok(), await put.text()).toBe(true);
}

/**
 * Verified members at `domain` (a student domain): each call joins one through the API, uses the
 * e-mailed link in `context` (which is then signed in as them) and answers their e-mail.
 */
export function verifiedMembers(domain: string, level = '300L') {
  let people = 0;
  const tag = unique().slice(-4).toUpperCase();
  return async (context: BrowserContext, fullName: string) => {
    people += 1;
    const email = `member${people}@${domain}`;
    const joined = await context.request.post('/api/members/join', {
      data: { fullName, email, matricNumber: `20/55EA${tag}M${people}`, level },
    });
    expect(joined.status(), await joined.text()).toBe(202);
    const link = new URL(linkIn(await latestMailTo(email), /^\/members\/sign-in$/));
    const session = await context.request.post('/api/members/session', {
      data: { token: link.searchParams.get('token') },
    });
    expect(session.ok(), await session.text()).toBe(true);
    return email;
  };
}
