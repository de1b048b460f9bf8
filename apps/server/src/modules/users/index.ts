import { createDeviceTokens } from '../../lib/device-tokens.ts';
import { resolveJwtSecret } from '../../lib/secrets.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { defineModule } from '../../services.ts';
import { createAccountLinksRepository } from './account-links.repository.ts';
import { createDatabaseThrottleStore } from './login-failures.repository.ts';
import { createLoginThrottle, createMemoryThrottleStore } from './login-throttle.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService, type UsersService } from './users.service.ts';

declare module '../../services.ts' {
  interface Services {
    users: UsersService;
  }
}

/** Accounts: registration and invitations, sign-in (tokens, two-factor, throttling), roles. */
export const usersModule = defineModule('users', {
  dependencies: ['activity', 'settings'],
  provides: {
    users: ({ config, database, clock, mail, log }, { settings, activity }) => {
      const { db } = database;
      const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
      return createUsersService({
        repository: createUsersRepository(db),
        tokens: createTokenService(jwtSecret, config.jwtExpiresIn, clock),
        deviceTokens: createDeviceTokens(jwtSecret, { secure: config.publicUrl.startsWith('https:') }),
        registrationOpen: config.registrationOpen,
        // With PostgreSQL the failures are counted where every instance sees them.
        throttle: createLoginThrottle(
          database.kind === 'postgres' ? createDatabaseThrottleStore(db) : createMemoryThrottleStore(),
        ),
        links: createAccountLinksRepository(db),
        mail,
        publicUrl: config.publicUrl,
        siteName: async () => (await settings.get()).societyName,
        activity,
        log,
      });
    },
  },
  api: [usersRoutes],
});
