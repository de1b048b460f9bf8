import nodemailer from 'nodemailer';
import type { MailContent, MailSite } from './layout.ts';

/** A template's message, rendered when it is sent so it shows the site as it is then. */
export type MailMessage = {
  /** For the logs: which kind of e-mail this is (never its content). */
  template: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  render(site: MailSite): MailContent;
};

export type MailAddress = { name: string; address: string };

/** Connections kept open to the mail server at most: a small server's share of a provider's limit. */
export const MAX_MAIL_CONNECTIONS = 3;

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type Mail = {
  /** False without SMTP_URL: nothing is sent, and callers may say so (e.g. offer a link instead). */
  enabled: boolean;
  /** Sends one e-mail; never throws. A failure is logged and answered with false. */
  send(message: MailMessage, to: string): Promise<boolean>;
  /** Ends the connections kept open to the mail server (the site stopping). */
  close(): void;
};

/** The one way the product sends e-mail (DESIGN.md): SMTP_URL, MAIL_FROM, the site's name from its settings. */
export function createMail(options: {
  smtpUrl: string | undefined;
  from: MailAddress;
  siteName: () => Promise<string>;
  siteUrl: string;
  log: Logger;
}): Mail {
  const { smtpUrl, log } = options;
  if (!smtpUrl) return { enabled: false, send: async () => false, close: () => {} };
  // Connections are kept and reused (a pool): a newsletter to a thousand members costs a handful of
  // connections and TLS handshakes, not a thousand, and stays under providers' connection limits.
  // Short timeouts: an unreachable server costs seconds, not nodemailer's default minutes; a kept
  // connection left idle closes after the socket timeout.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: MAX_MAIL_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const password = decodeURIComponent(new URL(smtpUrl).password);

  return {
    enabled: true,
    async send(message, to) {
      try {
        const site = { name: await options.siteName(), url: options.siteUrl };
        const { subject, text, html, attachments } = message.render(site);
        // Without a display name in MAIL_FROM, mail comes from the society's name rather than "no-reply".
        const from = { name: options.from.name || site.name, address: options.from.address };
        await transport.sendMail({
          from,
          to,
          replyTo: message.replyTo,
          headers: message.headers,
          subject,
          text,
          html,
          attachments,
        });
        log.info({ template: message.template }, 'e-mail sent');
        return true;
      } catch (error) {
        log.warn({ template: message.template, reason: reason(error, password) }, 'e-mail not sent');
        return false;
      }
    },
    close: () => transport.close(),
  };
}

/** What went wrong, without the error object (it carries the connection's options and the mail). */
function reason(error: unknown, password: string): string {
  const { code, message } = error instanceof Error ? (error as Error & { code?: string }) : {};
  const said = [code, message ?? String(error)].filter(Boolean).join(': ');
  return password ? said.replaceAll(password, '[redacted]') : said;
}
