import { apiMessages } from '@lss/shared/api-messages';
import { authMessages } from '@lss/shared/auth-messages';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mail/mail.ts';
import { passwordResetMail } from '../../lib/mail/templates/password-reset.ts';
import { hashOneTimeToken, newLinkToken } from '../../lib/one-time-tokens.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountLinksRepository } from './account-links.repository.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

/** decisions.md: a reset link works once, for one hour. */
export const RESET_LINK_MINUTES = 60;
/** Reset e-mails one account receives an hour at most, however often someone asks. */
export const RESET_EMAILS_PER_HOUR = 3;
const MINUTE_MS = 60_000;

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** Forgotten passwords: an e-mailed one-time link, or one printed by `npm run admin -- reset-link`. */
export function createPasswordResetService(deps: {
  links: AccountLinksRepository;
  users: UsersRepository;
  mail: Mail;
  publicUrl: string;
  refuseCommonPassword: (password: string, field: string) => void;
  log: Logger;
}) {
  const { links, users, mail, log } = deps;

  /** A new link for the account, unless the hourly cap is reached (the command line has none). */
  async function newLink(user: UserRow, cap = Number.POSITIVE_INFINITY): Promise<string | null> {
    const { token, hash } = newLinkToken();
    const added = await links.insertPasswordResetUnderCap(
      {
        tokenHash: hash,
        email: user.email,
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * MINUTE_MS),
      },
      { since: new Date(Date.now() - 60 * MINUTE_MS), cap },
    );
    return added ? `${deps.publicUrl}/admin/reset-password?token=${token}` : null;
  }

  async function sendLink(email: string) {
    const user = await users.findByEmail(email);
    if (!user) {
      log.info({}, 'password reset asked for an unknown e-mail');
      return;
    }
    if (!mail.enabled) {
      log.warn({ userId: user.id }, 'password reset not sent: no SMTP_URL (use npm run admin -- reset-link)');
      return;
    }
    const resetUrl = await newLink(user, RESET_EMAILS_PER_HOUR);
    if (!resetUrl) {
      log.warn({ userId: user.id }, 'password reset not sent: hourly cap reached');
      return;
    }
    await mail.send(passwordResetMail({ resetUrl, minutes: RESET_LINK_MINUTES }), user.email);
  }

  return {
    /**
     * Answers at once and alike for every e-mail (no enumeration, not even by timing): whether an
     * account exists, and the sending, happen afterwards.
     */
    requestLink(email: string): void {
      sendLink(email).catch((error: unknown) => {
        log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'password reset failed');
      });
    },

    /** For a server without SMTP: the link, printed by the command line on the server itself. */
    async linkFor(email: string): Promise<string> {
      const user = await users.findByEmail(email.trim().toLowerCase());
      if (!user) throw new NotFoundError(apiMessages.notFound('Account'));
      log.info({ userId: user.id }, 'password reset link made on the command line');
      return (await newLink(user))!;
    },

    /** Sets the new password; every session and every other reset link of the account ends. */
    async reset(token: string, password: string) {
      const hash = hashOneTimeToken(token);
      const invalid = () =>
        new BadRequestError(authMessages.resetLinkInvalid, { token: authMessages.resetLinkInvalid });
      // Checked before hashing: a made-up token costs no scrypt time. The reset checks again, atomically.
      if (!(await links.findLive('password-reset', hash, new Date()))) throw invalid();
      deps.refuseCommonPassword(password, 'password');
      const userId = await users.resetPassword(hash, await hashPassword(password), new Date());
      if (!userId) throw invalid();
      log.info({ userId }, 'password reset');
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
