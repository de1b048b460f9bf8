import { html, paragraphs } from '../html.ts';
import { frame, GOLD, NAVY, PARCHMENT } from '../layout.ts';
import type { MailMessage } from '../mail.ts';

/** A copy of a contact-form message for the society's inbox (CONTACT_TO); replying answers the visitor. */
export function contactCopy(input: { name: string; email: string; message: string }): MailMessage {
  return {
    template: 'contact-copy',
    replyTo: input.email,
    render: (site) =>
      frame(site, {
        subject: `Website message from ${input.name} · ${site.name}`,
        text: `${input.name} <${input.email}> wrote through the contact form of ${site.name}:\n\n${input.message}\n\nReply to this e-mail to answer ${input.name}.`,
        body: html`<p style="margin:0 0 16px"><strong>${input.name}</strong> (<a href="mailto:${input.email}" style="color:${NAVY}">${input.email}</a>) wrote through the contact form:</p>
<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${GOLD};background:${PARCHMENT}">${paragraphs(input.message, 'margin:0 0 8px')}</div>
<p style="margin:0">Reply to this e-mail to answer ${input.name}.</p>`,
      }),
  };
}
