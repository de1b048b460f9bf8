import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import {
  adminUser,
  adminUserList,
  changePasswordInput,
  loginInput,
  loginResponse,
  registerInput,
} from '@lss/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../../plugins/rate-limits.ts';

/** Failed logins one address may make (any accounts) before it waits for the window to end. */
export const LOGIN_FAILURES_PER_ADDRESS = 10;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.users;
  const tags = ['Accounts'];
  // Only failures count, so an office or campus sharing one address can sign in as often as it likes.
  const addressFailures = app.createRateLimit(perAddress(LOGIN_FAILURES_PER_ADDRESS, '15 minutes'));

  app.post(
    '/users/register',
    {
      config: { invalidates: [] },
      onRequest: app.optionalAdmin,
      schema: {
        tags,
        summary:
          'Register an administrator (first account, by an administrator, or when registration is open)',
        body: registerInput,
        response: { 201: adminUser, 400: errorResponse, 403: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const created = await users.register(request.body, request.admin);
      await app.services.activity.record({
        // The first administrator registers themselves.
        actor: request.admin ?? { id: created._id, fullName: created.fullName },
        action: 'created',
        entityType: 'administrator',
        entityId: created._id,
        summary: `${created.fullName} <${created.email}>`,
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/users/login',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: 'Log in; the token goes in Authorization: Bearer on admin calls',
        body: loginInput,
        response: { 200: loginResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { session, deviceCookie } = await users.login(request.body, {
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
      return reply.header('set-cookie', deviceCookie).send(session);
    },
  );

  app.post(
    '/users/logout',
    {
      config: { invalidates: [] },
      onRequest: app.requireAdmin,
      schema: { tags, summary: 'Revoke every token of this administrator', response: { 200: okResponse } },
    },
    async (request) => {
      await users.logout(request.admin!);
      return { message: 'Logged out' };
    },
  );

  app.put(
    '/users/me/password',
    {
      config: { invalidates: [] },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Change your password; earlier tokens stop working and a new one is returned',
        body: changePasswordInput,
        response: { 200: loginResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const session = await users.changePassword(request.admin!, request.body);
      await app.services.activity.record({
        actor: request.admin!,
        action: 'updated',
        entityType: 'administrator',
        entityId: request.admin!.id,
        summary: 'Password changed',
      });
      return session;
    },
  );

  app.get(
    '/users',
    {
      onRequest: app.requireAdmin,
      schema: { tags, summary: 'List administrators', response: { 200: adminUserList } },
    },
    async () => users.list(),
  );

  app.delete(
    '/users/:id',
    {
      // Their posts lose the link to the account (the public author id).
      config: { invalidates: ['posts'] },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Remove another administrator (never the last one)',
        params: idParams,
        response: { 200: okResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const removed = await users.remove(request.admin!, request.params.id);
      await app.services.activity.record({
        actor: request.admin!,
        action: 'deleted',
        entityType: 'administrator',
        entityId: removed._id,
        summary: `${removed.fullName} <${removed.email}>`,
      });
      return { message: 'Administrator removed' };
    },
  );
};
