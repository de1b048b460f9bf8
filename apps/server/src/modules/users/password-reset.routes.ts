import { authMessages } from '@lss/shared/auth-messages';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { forgotPasswordInput, resetPasswordInput } from '@lss/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../../plugins/rate-limits.ts';

/** Requests for a reset link one address may make (each may send an e-mail). */
export const RESET_REQUESTS_PER_ADDRESS = 5;

/** Forgotten password, from the login page: a one-time link by e-mail, then a new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordReset = app.services.users.passwordReset;
  const tags = ['Accounts'];

  app.post(
    '/users/forgot-password',
    {
      config: { invalidates: [], rateLimit: perAddress(RESET_REQUESTS_PER_ADDRESS, '15 minutes') },
      schema: {
        tags,
        summary: 'E-mail a one-time reset link (1 hour); the same 202 whether or not the account exists',
        body: forgotPasswordInput,
        response: { 202: okResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      passwordReset.requestLink(request.body.email);
      return reply.status(202).send({ message: authMessages.forgotPasswordSent });
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: { invalidates: [], rateLimit: perAddress(10, '15 minutes') },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; every session of the account ends',
        body: resetPasswordInput,
        response: { 200: okResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await passwordReset.reset(request.body.token, request.body.password);
      return { message: authMessages.passwordReset };
    },
  );
};
