import { apiMessages } from '@lss/shared/api-messages';
import { authMessages, twoFactorMessages } from '@lss/shared/auth-messages';
import type { TotpRecoveryCodes, TotpSetup } from '@lss/shared/users';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import {
  hashRecoveryCode,
  looksLikeTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  totpStep,
} from './two-factor.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

type Logger = { info(obj: object, msg: string): void };

const invalidCode = () =>
  new BadRequestError(twoFactorMessages.codeInvalid, { code: twoFactorMessages.codeInvalid });

/** Two-factor sign-in (TOTP, RFC 6238) of one's own account: set up, confirm, turn off; and the login check. */
export function createTwoFactorService(deps: {
  repository: UsersRepository;
  /** The issuer an authenticator app shows: the society's name. */
  siteName: () => Promise<string>;
  /** The audit log: turning two-factor sign-in on or off is written there. */
  activity: ActivityService;
  log: Logger;
}) {
  const { repository, activity, log } = deps;
  const audit = (actor: Actor, summary: string) =>
    activity.record({ actor, action: 'updated', entityType: 'administrator', entityId: actor.id, summary });

  async function account(id: string): Promise<UserRow> {
    const user = await repository.findById(id);
    if (!user) throw new UnauthorizedError(authMessages.sessionExpired);
    return user;
  }

  /** A current code (once: its time step is used up) or an unused recovery code (crossed out). */
  async function useCode(user: UserRow, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    if (looksLikeTotpCode(code)) {
      const step = totpStep(user.totpSecret, code);
      return step !== null && (await repository.acceptTotpStep(user.id, step));
    }
    return repository.useRecoveryCode(user.id, hashRecoveryCode(code));
  }

  return {
    useCode,

    /** A new secret to scan; it counts only once a code from the app confirms it. */
    async setup(userId: string): Promise<TotpSetup> {
      const user = await account(userId);
      if (user.totpSecret) throw new ConflictError(twoFactorMessages.alreadyOn);
      const secret = newTotpSecret();
      await repository.setPendingTotp(user.id, secret);
      const url = otpauthUrl(secret, user.email, await deps.siteName());
      return { secret, otpauthUrl: url, qrCodeDataUrl: await qrCodeDataUrl(url) };
    },

    /** Turns it on with a code from the app; the ten recovery codes are shown this once. */
    async confirm(admin: Actor, code: string): Promise<TotpRecoveryCodes> {
      const user = await account(admin.id);
      if (user.totpSecret) throw new ConflictError(twoFactorMessages.alreadyOn);
      if (!user.totpPendingSecret) throw new BadRequestError(twoFactorMessages.notStarted);
      const step = totpStep(user.totpPendingSecret, code);
      if (step === null) throw invalidCode();
      const { codes, hashes } = newRecoveryCodes();
      if (!(await repository.enableTotp(user.id, user.totpPendingSecret, step, hashes))) {
        // Another set-up started (or finished) meanwhile.
        throw new ConflictError(twoFactorMessages.notStarted);
      }
      log.info({ userId: user.id }, 'two-factor sign-in on');
      await audit(admin, 'Two-factor sign-in turned on');
      return { recoveryCodes: codes };
    },

    /** For the server's operator (`npm run admin -- two-factor-off`): a lost phone and lost codes. */
    async turnOffByEmail(email: string) {
      const user = await repository.findByEmail(email.trim().toLowerCase());
      if (!user) throw new NotFoundError(apiMessages.notFound('Account'));
      await repository.disableTotp(user.id);
      log.info({ userId: user.id }, 'two-factor sign-in turned off on the command line');
    },

    async disable(admin: Actor, code: string) {
      const user = await account(admin.id);
      if (!user.totpSecret) throw new BadRequestError(twoFactorMessages.notOn);
      if (!(await useCode(user, code))) throw invalidCode();
      await repository.disableTotp(user.id);
      log.info({ userId: user.id }, 'two-factor sign-in off');
      await audit(admin, 'Two-factor sign-in turned off');
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
