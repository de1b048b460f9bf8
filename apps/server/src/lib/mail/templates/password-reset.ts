import { html } from '../html.ts';
import { buttonLink, frame } from '../layout.ts';
import type { MailMessage } from '../mail.ts';

/** Forgotten password: the one-time /admin/reset-password?token=… link. */
export function passwordResetMail(input: { resetUrl: string; minutes: number }): MailMessage {
  return {
    template: 'password-reset',
    render: (site) =>
      frame(site, {
        subject: `Reset your password · ${site.name}`,
        text: `Someone (we hope you) asked to reset the password of your account on ${site.name}.\n\nChoose a new password here (the link works once, for ${input.minutes} minutes):\n${input.resetUrl}\n\nIf you did not ask, ignore this e-mail: your password stays as it is.`,
        body: [
          html`<p style="margin:0 0 16px">Someone (we hope you) asked to reset the password of your account on ${site.name}.</p>`,
          buttonLink(input.resetUrl, 'Choose a new password'),
          html`<p style="margin:0">The link works once, for ${input.minutes} minutes. If you did not ask, ignore this e-mail: your password stays as it is.</p>`,
        ],
      }),
  };
}
