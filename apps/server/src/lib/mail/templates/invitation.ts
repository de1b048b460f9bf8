import { roleLabels } from '@lss/shared/auth-messages';
import type { Role } from '@lss/shared/users';
import { html } from '../html.ts';
import { buttonLink, frame } from '../layout.ts';
import type { MailMessage } from '../mail.ts';

/** An administrator invites a colleague: the one-time /register?invite=… link, valid for `days`. */
export function invitationMail(input: {
  inviteUrl: string;
  role: Role;
  invitedBy: string;
  days: number;
}): MailMessage {
  const role = roleLabels[input.role].toLowerCase();
  return {
    template: 'invitation',
    render: (site) =>
      frame(site, {
        subject: `You are invited to the admin area of ${site.name}`,
        text: `${input.invitedBy} invited you to the admin area of ${site.name} as ${role === 'administrator' ? 'an' : 'a'} ${role}.\n\nCreate your account here (the link works once, for ${input.days} days):\n${input.inviteUrl}\n\nIf you did not expect this, ignore this e-mail.`,
        body: [
          html`<p style="margin:0 0 16px">${input.invitedBy} invited you to the admin area of ${site.name} as ${role === 'administrator' ? 'an' : 'a'} <strong>${role}</strong>.</p>`,
          buttonLink(input.inviteUrl, 'Create your account'),
          html`<p style="margin:0">The link works once, for ${input.days} days. If you did not expect this, ignore this e-mail.</p>`,
        ],
      }),
  };
}
