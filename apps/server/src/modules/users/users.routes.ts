import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import {
  adminUser,
  adminUserList,
  changePasswordInput,
  loginAnswer,
  loginInput,
  loginResponse,
  loginTotpInput,
  registerInput,
  setupStatus,
  updateProfileInput,
  updateRoleInput,
} from '@lss/shared/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminListRoute, signedIn } from '../../lib/routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import type { LoginContext } from './users.service.ts';

/** Failed logins one address may make (any accounts) before it waits for the window to end. */
export const LOGIN_FAILURES_PER_ADDRESS = 10;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.users;
  const tags = ['Accounts'];
  // Only failures count, so an office or campus sharing one address can sign in as often as it likes.
  const addressFailures = app.createRateLimit(perAddress(LOGIN_FAILURES_PER_ADDRESS, '15 minutes'));
  const loginContext = (request: FastifyRequest): LoginContext => ({
    address: request.ip,
    cookieHeader: request.headers.cookie,
    addressFailures: {
      async retryAfter() {
        const count = await addressFailures(request, { increment: false });
        return count.isAllowed || count.remaining > 0 ? 0 : count.ttlInSeconds;
      },
      recordFailure: async () => {
        await addressFailures(request);
      },
    },
  });

  app.get(
    '/users/setup',
    {
      schema: {
        tags,
        summary: 'Whether any account exists yet (the login page links to /register until one does)',
        response: { 200: setupStatus },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await users.setupStatus()),
  );

  app.post(
    '/users/register',
    {
      config: { invalidates: [] },
      onRequest: app.optionalAdmin,
      schema: {
        tags,
        summary:
          'Register an account: the first one, by an administrator (role chosen), through an invitation, or when registration is open',
        body: registerInput,
        response: { 201: adminUser, 400: errorResponse, 403: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await users.register(request.body, request.admin)),
  );

  app.post(
    '/users/login',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary:
          'Log in; the token goes in Authorization: Bearer. With two-factor sign-in: { totpRequired, challenge } for /users/login/totp',
        body: loginInput,
        response: { 200: loginAnswer, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { answer, deviceCookie } = await users.login(request.body, loginContext(request));
      if (deviceCookie) reply.header('set-cookie', deviceCookie);
      return reply.send(answer);
    },
  );

  app.post(
    '/users/login/totp',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: 'Finish a two-factor login with the challenge and a code (or a recovery code)',
        body: loginTotpInput,
        response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { session, deviceCookie } = await users.loginWithCode(request.body, loginContext(request));
      return reply.header('set-cookie', deviceCookie).send(session);
    },
  );

  app.post(
    '/users/logout',
    signedIn(app, { area: 'account', invalidates: [] }, [], {
      tags,
      summary: 'Revoke every token of this account',
      response: { 200: okResponse },
    }),
    async (request) => {
      await users.logout(request.admin!);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/users/me',
    signedIn(app, { area: 'account' }, [], {
      tags,
      summary: 'Your account',
      response: { 200: adminUser },
    }),
    (request) => users.me(request.admin!),
  );

  app.put(
    '/users/me',
    signedIn(app, { area: 'account', invalidates: [] }, [400, 409, 429], {
      tags,
      summary: 'Change your name and e-mail (your password is needed for a new e-mail)',
      body: updateProfileInput,
      response: { 200: loginResponse },
    }),
    (request) => users.updateProfile(request.admin!, request.body),
  );

  app.put(
    '/users/me/password',
    signedIn(app, { area: 'account', invalidates: [] }, [400, 429], {
      tags,
      summary: 'Change your password; earlier tokens stop working and a new one is returned',
      body: changePasswordInput,
      response: { 200: loginResponse },
    }),
    (request) => users.changePassword(request.admin!, request.body),
  );

  registerAdminListRoute(
    app,
    '/users',
    {
      area: 'accounts',
      tags,
      summary: 'List accounts with their roles and whether two-factor sign-in is on',
      list: 'accounts',
      searched: 'name or e-mail',
      response: adminUserList,
    },
    (query) => users.page(query),
  );

  app.patch(
    '/users/:id',
    signedIn(app, { area: 'accounts', invalidates: [] }, [400, 404, 409], {
      tags,
      summary: "Change an account's role (never the last administrator's)",
      params: idParams,
      body: updateRoleInput,
      response: { 200: adminUser },
    }),
    (request) => users.changeRole(request.admin!, request.params.id, request.body.role),
  );

  app.delete(
    '/users/:id',
    signedIn(app, { area: 'accounts', invalidates: ['posts'] }, [403, 404, 409], {
      tags,
      summary: 'Remove another account (never the last administrator)',
      params: idParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await users.remove(request.admin!, request.params.id);
      return { message: 'Account removed' };
    },
  );

  await app.register(invitationsRoutes);
  await app.register(passwordResetRoutes);
  await app.register(twoFactorRoutes);
};
