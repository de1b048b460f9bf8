import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { apiMessages } from '@lss/shared/api-messages';
import { authMessages, roleLabels, twoFactorMessages } from '@lss/shared/auth-messages';
import { mapPage, type Page } from '@lss/shared/pagination';
import {
  type AdminUser,
  type ChangePasswordInput,
  type changePasswordInput,
  DEFAULT_ROLE,
  type LoginAnswer,
  type LoginResponse,
  type loginInput,
  type loginTotpInput,
  type RegisterInput,
  type Role,
  type registerInput,
  type SetupStatus,
  type updateProfileInput,
} from '@lss/shared/users';
import type { z } from 'zod';
import type { DeviceTokens } from '../../lib/device-tokens.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { Mail } from '../../lib/mail/mail.ts';
import { hashOneTimeToken } from '../../lib/one-time-tokens.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordOut } from '../../lib/serialize.ts';
import { CHALLENGE_LIFETIME_MS, type TokenService } from '../../lib/tokens.ts';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import type { AccountLinksRepository } from './account-links.repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import { createInvitationsService } from './invitations.service.ts';
import { createLoginThrottle, type LoginSubject, type LoginThrottle } from './login-throttle.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createTwoFactorService } from './two-factor.service.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

/** The signed-in account a request acts for (request.admin), whatever its role. */
export type AuthenticatedAdmin = { id: string; fullName: string; email: string; role: Role };

/** The per-address count of failed logins, kept by the route's rate limiter. */
export type AddressFailures = { retryAfter(): Promise<number>; recordFailure(): Promise<void> };

/** What a login request brings besides its body. */
export type LoginContext = { address: string; cookieHeader?: string; addressFailures: AddressFailures };

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

function toAdminUser(row: UserRow): AdminUser {
  const { id, createdAt, updatedAt, fullName, email, role, totpSecret } = row;
  return {
    ...recordOut({ id, createdAt, updatedAt }),
    fullName,
    email,
    role,
    totpEnabled: totpSecret !== null,
  };
}

function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new BadRequestError(apiMessages.validationFailed, { [field]: authMessages.passwordTooCommon });
  }
}

const accountNotFound = () => new NotFoundError(apiMessages.notFound('Account'));
const emailTaken = () => new ConflictError(authMessages.emailTaken, { email: authMessages.emailTaken });

export function createUsersService(deps: {
  repository: UsersRepository;
  /** Invitation and password-reset links. */
  links: AccountLinksRepository;
  tokens: TokenService;
  deviceTokens: DeviceTokens;
  registrationOpen: boolean;
  throttle?: LoginThrottle;
  mail: Mail;
  /** Links in e-mails start with it (PUBLIC_URL). */
  publicUrl: string;
  /** The society's name, as authenticator apps show it. */
  siteName: () => Promise<string>;
  /** The audit log: every change to an account is written there. */
  activity: ActivityService;
  log: Logger;
}) {
  const { repository, links, tokens, deviceTokens, registrationOpen, log, mail, publicUrl, activity } = deps;
  const throttle = deps.throttle ?? createLoginThrottle();
  const audit = (
    actor: Actor,
    action: 'created' | 'updated' | 'deleted',
    entityId: string,
    summary: string,
  ) => activity.record({ actor, action, entityType: 'administrator', entityId, summary });
  const invitations = createInvitationsService({ links, users: repository, mail, publicUrl, activity, log });
  const passwordReset = createPasswordResetService({
    links,
    users: repository,
    mail,
    publicUrl,
    refuseCommonPassword,
    log,
  });
  const twoFactor = createTwoFactorService({ repository, siteName: deps.siteName, activity, log });

  const sessionFor = async (user: UserRow): Promise<LoginResponse> => ({
    token: await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
    fullName: user.fullName,
    email: user.email,
    role: user.role,
  });

  /** The throttle's subject for this account from this browser, and whether the browser is known. */
  async function subjectOf(user: UserRow | null, email: string, cookieHeader: string | undefined) {
    const device = user ? await deviceTokens.fromCookieHeader(cookieHeader) : null;
    const subject: LoginSubject = user
      ? { kind: 'account', key: user.id, deviceId: device?.userId === user.id ? device.deviceId : null }
      : { kind: 'unknown-email', key: email, deviceId: null };
    // A known device answers for its own failures only: neither the account's lock nor a busy
    // shared address (a campus network) keeps it out.
    return { subject, trusted: subject.deviceId !== null };
  }

  async function refuseWhileThrottled(
    subject: LoginSubject,
    trusted: boolean,
    addressFailures: AddressFailures,
    logged: object,
  ) {
    const wait = Math.max(
      await throttle.retryAfter(subject),
      trusted ? 0 : await addressFailures.retryAfter(),
    );
    if (wait > 0) {
      log.warn({ ...logged, trusted, retryAfter: Math.ceil(wait) }, 'login refused: throttled');
      throw new TooManyRequestsError(authMessages.tooManyAttempts, wait);
    }
  }

  async function recordFailure(subject: LoginSubject, trusted: boolean, addressFailures: AddressFailures) {
    await throttle.recordFailure(subject);
    if (!trusted) await addressFailures.recordFailure();
  }

  /**
   * Checks the signed-in account's own password again (a new password or e-mail): throttled per
   * account like a login (429 once LOGIN_LIMITS.passwordCheck failures are used up, even for the
   * right password, until the window ends).
   */
  async function recheckPassword(user: UserRow, password: string): Promise<boolean> {
    const wait = await throttle.passwordChecks.retryAfter(user.id);
    if (wait > 0) {
      log.warn({ userId: user.id, retryAfter: Math.ceil(wait) }, 'password check refused: throttled');
      throw new TooManyRequestsError(apiMessages.tooManyRequests, wait);
    }
    if (await verifyPassword(password, user.passwordHash)) {
      await throttle.passwordChecks.recordSuccess(user.id);
      return true;
    }
    await throttle.passwordChecks.recordFailure(user.id);
    log.warn({ userId: user.id }, 'password check failed');
    return false;
  }

  async function ownAccount(admin: AuthenticatedAdmin): Promise<UserRow> {
    const user = await repository.findById(admin.id);
    if (!user) throw new UnauthorizedError(authMessages.sessionExpired);
    return user;
  }

  /** Registration through an invitation: its e-mail, its role, its link used up. */
  async function registerInvited(input: z.output<typeof registerInput>, token: string): Promise<AdminUser> {
    const invalid = () =>
      new BadRequestError(authMessages.invitationInvalid, { invite: authMessages.invitationInvalid });
    const invitation = await invitations.find(token);
    if (!invitation) throw invalid();
    if (invitation.email !== input.email) {
      throw new BadRequestError(authMessages.invitationForAnotherEmail, {
        email: authMessages.invitationForAnotherEmail,
      });
    }
    refuseCommonPassword(input.password, 'password');
    const role = invitation.role ?? DEFAULT_ROLE;
    const result = await repository.insertInvited(
      {
        fullName: input.fullName,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role,
      },
      invitation.tokenHash,
      new Date(),
    );
    if (result === 'invalid') throw invalid();
    if (result === 'duplicate') throw emailTaken();
    log.info({ userId: result.id, invitationId: invitation.id, role }, 'account registered by invitation');
    return toAdminUser(result);
  }

  /** Registration by an administrator (the role chosen), the first account, or open registration. */
  async function registerDirect(
    input: z.output<typeof registerInput>,
    requester: AuthenticatedAdmin | null,
  ): Promise<AdminUser> {
    if (requester && requester.role !== 'administrator') throw new ForbiddenError(authMessages.noPermission);
    // Refused before hashing: a closed door costs no scrypt time. insertIf checks again, atomically.
    if (!requester && !registrationOpen && (await repository.count()) > 0) {
      throw new ForbiddenError(authMessages.registrationClosed);
    }
    refuseCommonPassword(input.password, 'password');
    const passwordHash = await hashPassword(input.password);
    // Only an administrator chooses a role; the first account and open registration make administrators.
    const role = requester ? (input.role ?? DEFAULT_ROLE) : 'administrator';
    const result = await repository.insertIf(
      { fullName: input.fullName, email: input.email, passwordHash, role },
      (existingUsers) => existingUsers === 0 || requester !== null || registrationOpen,
    );
    if (result === 'refused') throw new ForbiddenError(authMessages.registrationClosed);
    if (result === 'duplicate') throw emailTaken();
    log.info({ userId: result.id, by: requester?.id ?? null, role }, 'account registered');
    return toAdminUser(result);
  }

  return {
    invitations,
    passwordReset,
    twoFactor,

    /** While no account exists, the login page links to /register (first run). */
    async setupStatus(): Promise<SetupStatus> {
      return { hasAccounts: (await repository.count()) > 0 };
    },

    /**
     * decisions.md, Registration: the first account, an administrator's request (with the role
     * chosen), open registration, or an invitation (its e-mail, its role).
     */
    async register(
      input: z.output<typeof registerInput>,
      requester: AuthenticatedAdmin | null,
    ): Promise<AdminUser> {
      const created = input.invite
        ? await registerInvited(input, input.invite)
        : await registerDirect(input, requester);
      // The first administrator, and an invited colleague, register themselves.
      await audit(
        requester ?? { id: created._id, fullName: created.fullName },
        'created',
        created._id,
        `${created.fullName} <${created.email}> (${roleLabels[created.role]})`,
      );
      return created;
    },

    /**
     * The session and a device cookie that lets this browser sign in even while the account is
     * locked; or, for an account with two-factor sign-in, a challenge for /login/totp.
     */
    async login(
      input: z.output<typeof loginInput>,
      { address, cookieHeader, addressFailures }: LoginContext,
    ): Promise<{ answer: LoginAnswer; deviceCookie: string | null }> {
      const email = input.email.trim().toLowerCase();
      const user = await repository.findByEmail(email);
      const { subject, trusted } = await subjectOf(user, email, cookieHeader);
      await refuseWhileThrottled(subject, trusted, addressFailures, { email, address });
      // Verify against a decoy when the account does not exist: same answer, same time.
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
      if (!user || !valid) {
        await recordFailure(subject, trusted, addressFailures);
        log.warn({ email, address, trusted }, 'login failed');
        throw new UnauthorizedError(authMessages.loginFailed);
      }
      if (user.totpSecret) {
        // Half a login: the failure count stays until the code is right, so codes cannot be
        // guessed by signing in again between guesses.
        log.info({ userId: user.id, address, trusted }, 'login password accepted: code required');
        const challenge = await tokens.signChallenge({ userId: user.id, tokenVersion: user.tokenVersion });
        return { answer: { totpRequired: true, challenge }, deviceCookie: null };
      }
      await throttle.recordSuccess(subject);
      log.info({ userId: user.id, address, trusted }, 'login succeeded');
      return { answer: await sessionFor(user), deviceCookie: await deviceTokens.cookieFor(user.id) };
    },

    /** The second half of a two-factor login: the challenge and a current or recovery code. */
    async loginWithCode(
      input: z.output<typeof loginTotpInput>,
      { address, cookieHeader, addressFailures }: LoginContext,
    ): Promise<{ session: LoginResponse; deviceCookie: string }> {
      const claims = await tokens.verifyChallenge(input.challenge);
      const user = claims && isId(claims.userId) ? await repository.findById(claims.userId) : null;
      // A password changed (or two-factor turned off) since the challenge ends it.
      if (!user?.totpSecret || user.tokenVersion !== claims?.tokenVersion) {
        throw new UnauthorizedError(twoFactorMessages.challengeExpired);
      }
      const { subject, trusted } = await subjectOf(user, user.email, cookieHeader);
      await refuseWhileThrottled(subject, trusted, addressFailures, { userId: user.id, address });
      // A challenge completes one sign-in: claimed before the code is checked (so two requests
      // with two good recovery codes give one session), and given back if the code is wrong.
      const challengeHash = hashOneTimeToken(input.challenge);
      const claimed = await links.claimChallenge({
        tokenHash: challengeHash,
        email: user.email,
        userId: user.id,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      });
      if (!claimed) {
        log.warn({ userId: user.id, address }, 'login challenge used again');
        throw new UnauthorizedError(twoFactorMessages.challengeUsed);
      }
      if (!(await twoFactor.useCode(user, input.code))) {
        await links.releaseChallenge(challengeHash);
        await recordFailure(subject, trusted, addressFailures);
        log.warn({ userId: user.id, address, trusted }, 'login code refused');
        throw new UnauthorizedError(twoFactorMessages.codeInvalid);
      }
      await throttle.recordSuccess(subject);
      log.info({ userId: user.id, address, trusted }, 'login succeeded with a second factor');
      return { session: await sessionFor(user), deviceCookie: await deviceTokens.cookieFor(user.id) };
    },

    /** The account a bearer token stands for, or null when it is invalid, expired or revoked. */
    async authenticate(token: string): Promise<AuthenticatedAdmin | null> {
      const claims = await tokens.verify(token);
      if (!claims || !isId(claims.userId)) return null;
      const user = await repository.findById(claims.userId);
      if (!user || user.tokenVersion !== claims.tokenVersion) return null;
      return { id: user.id, fullName: user.fullName, email: user.email, role: user.role };
    },

    /** Revokes every token issued to this account so far. */
    async logout(admin: AuthenticatedAdmin) {
      await repository.bumpTokenVersion(admin.id);
      log.info({ userId: admin.id }, 'logout');
    },

    async changePassword(admin: AuthenticatedAdmin, input: z.output<typeof changePasswordInput>) {
      const user = await ownAccount(admin);
      if (!(await recheckPassword(user, input.currentPassword))) {
        throw new BadRequestError(authMessages.wrongCurrentPassword, {
          currentPassword: authMessages.wrongCurrentPassword,
        });
      }
      refuseCommonPassword(input.newPassword, 'newPassword');
      await repository.updatePassword(user.id, await hashPassword(input.newPassword));
      log.info({ userId: user.id }, 'password changed');
      await audit(admin, 'updated', admin.id, 'Password changed');
      return sessionFor((await repository.findById(user.id))!);
    },

    async me(admin: AuthenticatedAdmin): Promise<AdminUser> {
      return toAdminUser(await ownAccount(admin));
    },

    /** Your name and e-mail; a new e-mail needs your password. Answers the session to keep. */
    async updateProfile(admin: AuthenticatedAdmin, input: z.output<typeof updateProfileInput>) {
      const user = await ownAccount(admin);
      if (input.email !== user.email) {
        if (!input.password) {
          throw new BadRequestError(authMessages.passwordNeededForEmail, {
            password: authMessages.passwordNeededForEmail,
          });
        }
        if (!(await recheckPassword(user, input.password))) {
          throw new BadRequestError(authMessages.wrongPassword, { password: authMessages.wrongPassword });
        }
      }
      const updated = await repository.updateProfile(user.id, {
        fullName: input.fullName,
        email: input.email,
      });
      if (updated === 'duplicate') throw emailTaken();
      log.info({ userId: user.id, emailChanged: input.email !== user.email }, 'profile updated');
      const session = await sessionFor(updated);
      await audit(
        admin,
        'updated',
        admin.id,
        `Profile: ${user.fullName} <${user.email}> → ${session.fullName} <${session.email}>`,
      );
      return session;
    },

    async list(): Promise<AdminUser[]> {
      return (await repository.list()).map(toAdminUser);
    },
    /** One page of the accounts list, by name unless sorted, searched by name and e-mail. */
    async page(request: AdminListQuery<AdminSortKey<'accounts'>>): Promise<Page<AdminUser>> {
      return mapPage(await repository.adminPage(request), toAdminUser);
    },

    /** decisions.md: the last administrator cannot be demoted (409). */
    async changeRole(admin: AuthenticatedAdmin, id: string, role: Role): Promise<AdminUser> {
      if (!isId(id)) throw accountNotFound();
      const result = await repository.updateRoleUnlessLast(id, role);
      if (result === 'missing') throw accountNotFound();
      if (result === 'last') throw new ConflictError(authMessages.cannotDemoteLastAdmin);
      log.info({ userId: id, by: admin.id, role }, 'role changed');
      const changed = toAdminUser(result);
      await audit(
        admin,
        'updated',
        changed._id,
        `${changed.fullName} <${changed.email}> is now ${roleLabels[changed.role]}`,
      );
      return changed;
    },

    /** decisions.md: the last administrator cannot be removed (409); nor can you remove yourself. */
    async remove(admin: AuthenticatedAdmin, id: string) {
      if (id === admin.id) throw new ForbiddenError(authMessages.cannotRemoveSelf);
      if (!isId(id)) throw accountNotFound();
      const result = await repository.deleteUnlessLast(id);
      if (result === 'missing') throw accountNotFound();
      if (result === 'last') throw new ConflictError(authMessages.cannotRemoveLastAdmin);
      log.info({ userId: id, by: admin.id }, 'account removed');
      const removed = toAdminUser(result);
      await audit(admin, 'deleted', removed._id, `${removed.fullName} <${removed.email}>`);
      return removed;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
export type { ChangePasswordInput, RegisterInput };
