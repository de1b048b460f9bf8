import type { AdminListFilter } from '@lss/shared/admin-list';
import type { AdminSortKey } from '@lss/shared/admin-list-query';
import { apiMessages } from '@lss/shared/api-messages';
import { authMessages, roleLabels } from '@lss/shared/auth-messages';
import type { Invitation, InvitationCreated, InvitationLookup, Role } from '@lss/shared/users';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { Mail } from '../../lib/mail/mail.ts';
import { invitationMail } from '../../lib/mail/templates/invitation.ts';
import { hashOneTimeToken, newLinkToken } from '../../lib/one-time-tokens.ts';
import { iso } from '../../lib/serialize.ts';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import type { AccountLinkRow, AccountLinksRepository } from './account-links.repository.ts';
import type { UsersRepository } from './users.repository.ts';

/** decisions.md: an invitation link works once, for 7 days. */
export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type Logger = { info(obj: object, msg: string): void };

function toInvitation(row: AccountLinkRow, invitedBy: string | null): Invitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.role ?? 'administrator',
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    invitedBy,
  };
}

/** Invitations by e-mail: /register?invite=TOKEN registers that e-mail with that role. */
export function createInvitationsService(deps: {
  links: AccountLinksRepository;
  users: UsersRepository;
  mail: Mail;
  publicUrl: string;
  activity: ActivityService;
  log: Logger;
}) {
  const { links, users, mail, activity, log } = deps;

  return {
    /** The link is always returned (to copy when the server sends no e-mail) and e-mailed when it can be. */
    async create(
      inviter: { id: string; fullName: string },
      input: { email: string; role: Role },
    ): Promise<InvitationCreated> {
      if (await users.findByEmail(input.email)) {
        throw new ConflictError(authMessages.emailTaken, { email: authMessages.emailTaken });
      }
      const { token, hash } = newLinkToken();
      const row = await links.insertInvitation({
        tokenHash: hash,
        email: input.email,
        role: input.role,
        createdBy: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
      });
      const inviteUrl = `${deps.publicUrl}/register?invite=${token}`;
      const emailed =
        mail.enabled &&
        (await mail.send(
          invitationMail({ inviteUrl, role: input.role, invitedBy: inviter.fullName, days: INVITATION_DAYS }),
          input.email,
        ));
      log.info({ invitationId: row.id, by: inviter.id, role: input.role, emailed }, 'invitation created');
      const invitation = toInvitation(row, inviter.fullName);
      await activity.record({
        actor: inviter,
        action: 'created',
        entityType: 'administrator',
        entityId: null,
        summary: `Invitation to ${invitation.email} (${roleLabels[invitation.role]})`,
      });
      return { inviteUrl, emailed, invitation };
    },

    /** Oldest first unless sorted; searched by e-mail and inviter. */
    async listPending(filter: AdminListFilter<AdminSortKey<'invitations'>> = {}): Promise<Invitation[]> {
      await links.purgeExpired(new Date());
      const rows = await links.listPendingInvitations(new Date(), filter);
      return rows.map(({ link, invitedBy }) => toInvitation(link, invitedBy));
    },

    async revoke(id: string, admin: Actor): Promise<Invitation> {
      const row = isId(id) ? await links.deleteInvitation(id) : null;
      if (!row) throw new NotFoundError(apiMessages.notFound('Invitation'));
      // The log's entry points at no record: the invitation is gone and was never an account.
      await activity.record({
        actor: admin,
        action: 'deleted',
        entityType: 'administrator',
        entityId: null,
        summary: `Invitation to ${row.email} revoked`,
      });
      return toInvitation(row, null);
    },

    /** What /register?invite=TOKEN shows: the invited e-mail and role, while the link is live. */
    async lookup(token: string): Promise<InvitationLookup> {
      const row = await links.findLive('invitation', hashOneTimeToken(token), new Date());
      if (!row) throw new NotFoundError(authMessages.invitationInvalid);
      return { email: row.email, role: row.role ?? 'administrator' };
    },

    /** The live invitation of a token, or null. */
    find: (token: string) => links.findLive('invitation', hashOneTimeToken(token), new Date()),
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
