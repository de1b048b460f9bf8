import { apiMessages, authMessages } from '@lss/shared/messages';
import type {
  AdminUser,
  ChangePasswordInput,
  changePasswordInput,
  LoginResponse,
  loginInput,
  RegisterInput,
  registerInput,
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
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordOut } from '../../lib/serialize.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { isCommonPassword } from './common-passwords.ts';
import { createLoginThrottle, type LoginSubject, type LoginThrottle } from './login-throttle.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

export type AuthenticatedAdmin = { id: string; fullName: string; email: string };

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

export function createUsersService(deps: {
  repository: UsersRepository;
  tokens: TokenService;
  deviceTokens: DeviceTokens;
  registrationOpen: boolean;
  throttle?: LoginThrottle;
  log: Logger;
}) {
  const { repository, tokens, deviceTokens, registrationOpen, log } = deps;
  const throttle = deps.throttle ?? createLoginThrottle();

  return {
    /** decisions.md, Registration: the first account, an administrator's request, or open registration. */
    async register(
      input: z.output<typeof registerInput>,
      requester: AuthenticatedAdmin | null,
    ): Promise<AdminUser> {
      // Refused before hashing: a closed door costs no scrypt time. insertIf checks again, atomically.
      if (!requester && !registrationOpen && (await repository.count()) > 0) {
        throw new ForbiddenError(authMessages.registrationClosed);
      }
      refuseCommonPassword(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      const result = await repository.insertIf(
        { fullName: input.fullName, email: input.email, passwordHash },
        (existingUsers) => existingUsers === 0 || requester !== null || registrationOpen,
      );
      if (result === 'refused') throw new ForbiddenError(authMessages.registrationClosed);
      if (result === 'duplicate') {
        throw new ConflictError(authMessages.emailTaken, { email: authMessages.emailTaken });
      }
      log.info({ userId: result.id, by: requester?.id ?? null }, 'administrator registered');
      return toAdminUser(result);
    },

    /** The session, and a device cookie that lets this browser sign in even while the account is locked. */
    async login(
      input: z.output<typeof loginInput>,
      { address, cookieHeader, addressFailures }: LoginContext,
    ): Promise<{ session: LoginResponse; deviceCookie: string }> {
      const email = input.email.trim().toLowerCase();
      const user = await repository.findByEmail(email);
      const device = user ? await deviceTokens.fromCookieHeader(cookieHeader) : null;
      const subject: LoginSubject = user
        ? { kind: 'account', key: user.id, deviceId: device?.userId === user.id ? device.deviceId : null }
        : { kind: 'unknown-email', key: email, deviceId: null };
      // A known device answers for its own failures only: neither the account's lock nor a busy
      // shared address (a campus network) keeps it out.
      const trusted = subject.deviceId !== null;
      const wait = Math.max(
        await throttle.retryAfter(subject),
        trusted ? 0 : await addressFailures.retryAfter(),
      );
      if (wait > 0) {
        log.warn({ email, address, trusted, retryAfter: Math.ceil(wait) }, 'login refused: throttled');
        throw new TooManyRequestsError(authMessages.tooManyAttempts, wait);
      }
      // Verify against a decoy when the account does not exist: same answer, same time.
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
      if (!user || !valid) {
        await throttle.recordFailure(subject);
        if (!trusted) await addressFailures.recordFailure();
        log.warn({ email, address, trusted }, 'login failed');
        throw new UnauthorizedError(authMessages.loginFailed);
      }
      await throttle.recordSuccess(subject);
      log.info({ userId: user.id, address, trusted }, 'login succeeded');
      const token = await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
      return {
        session: { token, fullName: user.fullName, email: user.email, role: user.role },
        deviceCookie: await deviceTokens.cookieFor(user.id),
      };
    },

    /** The administrator a bearer token stands for, or null when it is invalid, expired or revoked. */
    async authenticate(token: string): Promise<AuthenticatedAdmin | null> {
      const claims = await tokens.verify(token);
      if (!claims || !isId(claims.userId)) return null;
      const user = await repository.findById(claims.userId);
      if (!user || user.tokenVersion !== claims.tokenVersion) return null;
      return { id: user.id, fullName: user.fullName, email: user.email };
    },

    /** Revokes every token issued to this administrator so far. */
    async logout(admin: AuthenticatedAdmin) {
      await repository.bumpTokenVersion(admin.id);
      log.info({ userId: admin.id }, 'logout');
    },

    async changePassword(admin: AuthenticatedAdmin, input: z.output<typeof changePasswordInput>) {
      const user = await repository.findById(admin.id);
      if (!user) throw new UnauthorizedError(authMessages.sessionExpired);
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw new BadRequestError(authMessages.wrongCurrentPassword, {
          currentPassword: authMessages.wrongCurrentPassword,
        });
      }
      refuseCommonPassword(input.newPassword, 'newPassword');
      await repository.updatePassword(user.id, await hashPassword(input.newPassword));
      log.info({ userId: user.id }, 'password changed');
      const updated = await repository.findById(user.id);
      const token = await tokens.sign({ userId: user.id, tokenVersion: updated!.tokenVersion });
      return {
        token,
        fullName: user.fullName,
        email: user.email,
        role: user.role,
      } satisfies LoginResponse;
    },

    async list(): Promise<AdminUser[]> {
      return (await repository.list()).map(toAdminUser);
    },

    async remove(admin: AuthenticatedAdmin, id: string) {
      if (id === admin.id) throw new ForbiddenError(authMessages.cannotRemoveSelf);
      if (!isId(id)) throw new NotFoundError(apiMessages.notFound('Administrator'));
      const result = await repository.deleteUnlessLast(id);
      if (result === 'missing') throw new NotFoundError(apiMessages.notFound('Administrator'));
      if (result === 'last') throw new ForbiddenError(authMessages.cannotRemoveLastAdmin);
      log.info({ userId: id, by: admin.id }, 'administrator removed');
      return toAdminUser(result);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
export type { ChangePasswordInput, RegisterInput };
