import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

// Contact messages e-mailed through a real SMTP server (decisions.md: SMTP_URL and CONTACT_TO set).

const visitor = { name: 'Tolu Ade', email: 'tolu@student.test' };

function contact(t: TestApp, message: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...visitor, message },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('contact messages by e-mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      TRUST_PROXY: 'loopback',
      SMTP_URL: sink.url,
      MAIL_FROM: 'LSS Website <web@lss.test>',
      CONTACT_TO: 'committee@lss.test',
    });
    token = await t.adminToken();
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('sends a copy to CONTACT_TO from MAIL_FROM, replying to the visitor, in text and escaped HTML', async () => {
    const words = 'Hello <script>alert("x")</script> & welcome\n\nSecond paragraph';
    expect((await contact(t, words, '10.2.0.1')).statusCode).toBe(201);

    const [mail] = await sink.waitFor(1);
    expect(mail!.from?.value).toEqual([{ name: 'LSS Website', address: 'web@lss.test' }]);
    expect(mail!.replyTo?.value).toEqual([{ name: '', address: visitor.email }]);
    expect(mail!.to).toMatchObject({ value: [{ address: 'committee@lss.test' }] });
    expect(mail!.subject).toBe(`Website message from Tolu Ade · ${DEFAULT_SITE_SETTINGS.societyName}`);
    expect(mail!.text).toContain(words);
    expect(mail!.text).toContain(DEFAULT_SITE_SETTINGS.societyName);
    const html = String(mail!.html);
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; welcome');
    expect(html).not.toContain('<script');
    expect(html).toContain('#1D2D44');
    expect(html).toContain(DEFAULT_SITE_SETTINGS.societyName.replace("'", '&#39;'));
  });

  it("uses the society's name as it is when the e-mail is sent", async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const { updatedAt: _, ...values } = current;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { ...values, societyName: 'Renamed Society & Co' },
    });
    expect(renamed.statusCode).toBe(200);

    expect((await contact(t, 'After the rename', '10.2.0.2')).statusCode).toBe(201);
    const mail = (await sink.waitFor(2))[1]!;
    expect(mail.subject).toBe('Website message from Tolu Ade · Renamed Society & Co');
    expect(String(mail.html)).toContain('Renamed Society &amp; Co');
  });
});

describe('contact messages when the mail server is down', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = await startSmtpSink();
    await sink.stop();
    t = await createTestApp(
      {
        TRUST_PROXY: 'loopback',
        // A password in the URL: it must never reach the logs.
        SMTP_URL: `smtp://mailer:Sup3rSecretPass@127.0.0.1:${sink.port}`,
        CONTACT_TO: 'committee@lss.test',
        LOG_LEVEL: 'info',
      },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('still stores the message and answers 201, logging the failure without secrets', async () => {
    expect((await contact(t, 'Is anyone there?', '10.3.0.1')).statusCode).toBe(201);
    const token = await t.adminToken();
    const inbox = await t.app.inject({ method: 'GET', url: '/api/contact', headers: bearer(token) });
    expect(inbox.json()).toMatchObject([{ ...visitor, message: 'Is anyone there?' }]);

    const deadline = Date.now() + 5_000;
    const failed = () =>
      lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'e-mail not sent');
    while (!failed() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failed()).toMatchObject({
      level: 40,
      template: 'contact-copy',
      reason: expect.stringContaining('ECONNREFUSED'),
    });
    expect(lines.join('')).not.toContain('Sup3rSecretPass');
  });
});
