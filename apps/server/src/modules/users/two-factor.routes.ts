import { twoFactorMessages } from '@lss/shared/auth-messages';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { totpConfirmInput, totpDisableInput, totpRecoveryCodes, totpSetup } from '@lss/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../../plugins/rate-limits.ts';

/** Two-factor sign-in of your own account. Codes are tried a few times only (per address). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const twoFactor = app.services.users.twoFactor;
  const tags = ['Accounts'];
  const security = [{ bearerAuth: [] }];
  const codeAttempts = perAddress(20, '15 minutes');

  app.post(
    '/users/me/totp',
    {
      config: { area: 'account', invalidates: [] },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Start setting up two-factor sign-in: a secret, its otpauth:// URL and QR code',
        response: { 200: totpSetup, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await twoFactor.setup(request.admin!.id)),
  );

  app.post(
    '/users/me/totp/confirm',
    {
      config: { area: 'account', invalidates: [], rateLimit: codeAttempts },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Turn two-factor sign-in on with a code from the app; answers ten recovery codes, once',
        body: totpConfirmInput,
        response: { 200: totpRecoveryCodes, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const codes = await twoFactor.confirm(request.admin!, request.body.code);
      return reply.header('cache-control', 'no-store').send(codes);
    },
  );

  app.delete(
    '/users/me/totp',
    {
      config: { area: 'account', invalidates: [], rateLimit: codeAttempts },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Turn two-factor sign-in off with a current code or a recovery code',
        body: totpDisableInput,
        response: { 200: okResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await twoFactor.disable(request.admin!, request.body.code);
      return { message: twoFactorMessages.disabled };
    },
  );
};
