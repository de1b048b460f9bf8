import { expect } from 'vitest';
import { startSmtpSink } from './smtp-sink.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * The registration tests' mail set-up: a real SMTP sink, a test app that e-mails through it (behind
 * a loopback proxy, so `x-forwarded-for` names the client) with links to `publicUrl`, and an admin
 * token. The caller closes the app and stops the sink.
 */
export async function startMailApp(publicUrl: string) {
  const sink = await startSmtpSink();
  const t = await createTestApp({
    TRUST_PROXY: 'loopback',
    SMTP_URL: sink.url,
    MAIL_FROM: 'LSS Website <web@lss.test>',
    PUBLIC_URL: publicUrl,
  });
  return { sink, t, token: await t.adminToken() };
}

/**
 * Creates an event through POST /api/events as the staff token `token`: `fields` over an event ten
 * days from now that takes registrations. Its id (a 201 expected).
 */
export async function postEvent(t: TestApp, token: string, fields: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: {
      eventDate: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString(),
      rsvpEnabled: true,
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}
