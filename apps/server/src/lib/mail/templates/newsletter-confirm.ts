import { html } from '../html.ts';
import { buttonLink, frame } from '../layout.ts';
import type { MailMessage } from '../mail.ts';

/** Double opt-in: the /newsletter/confirm?token=… link; nothing is sent to the address before it is used. */
export function newsletterConfirmMail(input: { confirmUrl: string }): MailMessage {
  return {
    template: 'newsletter-confirm',
    render: (site) =>
      frame(site, {
        subject: `Confirm your subscription · ${site.name}`,
        text: `Someone (we hope you) asked to receive the newsletter of ${site.name} at this address.\n\nConfirm your subscription here:\n${input.confirmUrl}\n\nIf you did not ask, ignore this e-mail: you will not be subscribed.`,
        body: [
          html`<p style="margin:0 0 16px">Someone (we hope you) asked to receive the newsletter of ${site.name} at this address.</p>`,
          buttonLink(input.confirmUrl, 'Confirm my subscription'),
          html`<p style="margin:0">If you did not ask, ignore this e-mail: you will not be subscribed.</p>`,
        ],
      }),
  };
}
