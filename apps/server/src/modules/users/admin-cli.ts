import type { AppConfig } from '../../config/env.ts';
import { ConfigError } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { RESET_LINK_MINUTES } from './password-reset.service.ts';

export const ADMIN_USAGE = 'Usage: npm run admin -- reset-link EMAIL | two-factor-off EMAIL';

/**
 * Account repairs on the server itself (whoever can run them can already read the database):
 * `reset-link EMAIL` prints a password-reset link, for a site that sends no e-mail (no SMTP_URL);
 * `two-factor-off EMAIL` turns two-factor sign-in off, for a lost phone and lost recovery codes.
 */
export async function runAdminCommand(
  args: string[],
  config: AppConfig,
  print: (line: string) => void = console.log,
) {
  const [subcommand, email] = args;
  if (!['reset-link', 'two-factor-off'].includes(subcommand ?? '') || !email) {
    throw new ConfigError(ADMIN_USAGE);
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const { createServices } = await import('../../app.ts');
    const services = await createServices(config, database);
    const account = email.trim().toLowerCase();
    if (subcommand === 'two-factor-off') {
      await services.users.twoFactor.turnOffByEmail(account);
      print(`Two-factor sign-in is off for ${account}: the password alone signs in.`);
      return;
    }
    const link = await services.users.passwordReset.linkFor(account);
    print(`Password reset link for ${account} (works once, for ${RESET_LINK_MINUTES} minutes):`);
    print(link);
  } finally {
    await database.close();
  }
}
