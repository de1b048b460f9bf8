import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { html } from './html.ts';
import { createMail, MAX_MAIL_CONNECTIONS } from './mail.ts';
import { contactCopy } from './templates/contact-copy.ts';

const logged: Array<{ level: string; obj: object; msg: string }> = [];
const log = {
  info: (obj: object, msg: string) => void logged.push({ level: 'info', obj, msg }),
  warn: (obj: object, msg: string) => void logged.push({ level: 'warn', obj, msg }),
};
const message = contactCopy({ name: 'Kemi', email: 'kemi@student.test', message: 'Line one\nline two' });
const site = { siteName: async () => 'Moot Court Club', siteUrl: 'https://club.test' };

describe('mail module', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.stop());

  it('sends nothing and says so without SMTP_URL', async () => {
    const mail = createMail({ smtpUrl: undefined, from: { name: '', address: 'a@b.test' }, log, ...site });
    expect(mail.enabled).toBe(false);
    expect(await mail.send(message, 'to@b.test')).toBe(false);
  });

  it("sends from the society's name when MAIL_FROM has none, with the site in both parts", async () => {
    const from = { name: '', address: 'no-reply@club.test' };
    const mail = createMail({ smtpUrl: sink.url, from, log, ...site });
    expect(mail.enabled).toBe(true);
    expect(await mail.send(message, 'to@b.test')).toBe(true);
    const [received] = await sink.waitFor(1);
    expect(received!.from?.value).toEqual([{ name: 'Moot Court Club', address: 'no-reply@club.test' }]);
    expect(received!.text).toMatch(/Line one\nline two[\s\S]*Moot Court Club\nhttps:\/\/club\.test/);
    expect(String(received!.html)).toContain('Line one<br>line two');
    expect(String(received!.html)).toContain('href="https://club.test"');
    expect(logged).toContainEqual({ level: 'info', obj: { template: 'contact-copy' }, msg: 'e-mail sent' });
  });

  it('keeps its connections: one after another over one, a burst over a few, all ended on close', async () => {
    const own = await startSmtpSink();
    try {
      const mail = createMail({
        smtpUrl: own.url,
        from: { name: '', address: 'no-reply@club.test' },
        log,
        ...site,
      });
      for (const member of ['ada', 'bola', 'chidi', 'dayo', 'ebun'])
        expect(await mail.send(message, `${member}@student.test`)).toBe(true);
      expect(own.connections()).toBe(1);
      const burst = Array.from({ length: 12 }, (_, index) =>
        mail.send(message, `reader${index}@student.test`),
      );
      expect(await Promise.all(burst)).toEqual(Array(12).fill(true));
      await own.waitFor(17);
      expect(own.connections()).toBeLessThanOrEqual(MAX_MAIL_CONNECTIONS);
      mail.close();
      await vi.waitFor(() => expect(own.openConnections()).toBe(0));
    } finally {
      await own.stop();
    }
  });

  it('answers false and logs when the site cannot be read, never throwing', async () => {
    const mail = createMail({
      smtpUrl: sink.url,
      from: { name: '', address: 'no-reply@club.test' },
      siteName: () => Promise.reject(new Error('database closed')),
      siteUrl: 'https://club.test',
      log,
    });
    expect(await mail.send(message, 'to@b.test')).toBe(false);
    expect(logged.at(-1)).toEqual({
      level: 'warn',
      obj: { template: 'contact-copy', reason: 'database closed' },
      msg: 'e-mail not sent',
    });
  });
});

describe('html', () => {
  it('escapes every value, in text and in attributes, but not nested html', () => {
    const value = `"><img src=x onerror='1'> & co`;
    expect(html`<a title="${value}">${value}${html`<br>`}</a>`.value).toBe(
      '<a title="&quot;&gt;&lt;img src=x onerror=&#39;1&#39;&gt; &amp; co">&quot;&gt;&lt;img src=x onerror=&#39;1&#39;&gt; &amp; co<br></a>',
    );
  });
});
