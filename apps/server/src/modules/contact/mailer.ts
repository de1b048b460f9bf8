import nodemailer from 'nodemailer';

export type Mailer = {
  send(message: { to: string; replyTo: string; subject: string; text: string }): Promise<void>;
};

/** Sends contact messages on when SMTP_URL is set (decisions.md); null otherwise. */
export function createMailer(smtpUrl: string | undefined): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  const from = new URL(smtpUrl).username
    ? decodeURIComponent(new URL(smtpUrl).username)
    : 'website@localhost';
  return {
    async send(message) {
      await transport.sendMail({
        from: from.includes('@') ? from : `website@${new URL(smtpUrl).hostname}`,
        ...message,
      });
    },
  };
}
