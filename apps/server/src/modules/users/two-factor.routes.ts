import { twoFactorMessages } from '@lss/shared/auth-messages';
import { okResponse } from '@lss/shared/errors';
import { totpConfirmInput, totpDisableInput, totpRecoveryCodes, totpSetup } from '@lss/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';

/** Two-factor sign-in of your own account. Codes are tried a few times only (per address). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const twoFactor = app.services.users.twoFactor;
  const tags = ['Accounts'];
  const codeAttempts = perAddress(20, '15 minutes');

  app.post(
    '/users/me/totp',
    signedIn(app, { area: 'account', invalidates: [] }, [409], {
      tags,
      summary: 'Start setting up two-factor sign-in: a secret, its otpauth:// URL and QR code',
      response: { 200: totpSetup },
    }),
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await twoFactor.setup(request.admin!.id)),
  );

  app.post(
    '/users/me/totp/confirm',
    signedIn(app, { area: 'account', invalidates: [], rateLimit: codeAttempts }, [400, 409, 429], {
      tags,
      summary: 'Turn two-factor sign-in on with a code from the app; answers ten recovery codes, once',
      body: totpConfirmInput,
      response: { 200: totpRecoveryCodes },
    }),
    async (request, reply) => {
      const codes = await twoFactor.confirm(request.admin!, request.body.code);
      return reply.header('cache-control', 'no-store').send(codes);
    },
  );

  app.delete(
    '/users/me/totp',
    signedIn(app, { area: 'account', invalidates: [], rateLimit: codeAttempts }, [400, 429], {
      tags,
      summary: 'Turn two-factor sign-in off with a current code or a recovery code',
      body: totpDisableInput,
      response: { 200: okResponse },
    }),
    async (request) => {
      await twoFactor.disable(request.admin!, request.body.code);
      return { message: twoFactorMessages.disabled };
    },
  );
};
