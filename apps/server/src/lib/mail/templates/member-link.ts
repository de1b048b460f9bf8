import { membersMessages as m } from '@lss/shared/members-messages';
import { html } from '../html.ts';
import { buttonLink, frame } from '../layout.ts';
import type { MailMessage } from '../mail.ts';

/**
 * A member's single-use link (/members/sign-in?token=…): confirming the address of someone who
 * joined, or signing in. The link opens a page with a button; opening it (a mail scanner too)
 * signs nobody in.
 */
export function memberLinkMail(input: { purpose: 'join' | 'sign-in'; url: string }): MailMessage {
  const join = input.purpose === 'join';
  return {
    template: join ? 'member-confirm' : 'member-sign-in',
    render: (site) => {
      const intro = join ? m.confirmIntro(site.name) : m.signInIntro(site.name);
      const ignore = join ? m.confirmIgnore : m.signInIgnore;
      return frame(site, {
        subject: join ? m.confirmSubject(site.name) : m.signInSubject(site.name),
        text: `${intro}\n\n${input.url}\n\n${ignore}`,
        body: [
          html`<p style="margin:0 0 16px">${intro}</p>`,
          buttonLink(input.url, join ? m.confirmButton : m.signInButton),
          html`<p style="margin:0">${ignore}</p>`,
        ],
      });
    },
  };
}
