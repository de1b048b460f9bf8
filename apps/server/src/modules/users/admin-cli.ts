import type { AppConfig } from '../../config/env.ts';
import { ConfigError } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { RESET_LINK_MINUTES } from './password-reset.service.ts';

export const ADMIN_USAGE = 'Usage: npm run admin -- reset-link EMAIL';

/**
 * `npm run admin -- reset-link EMAIL`: a password-reset link printed on the server, for a site
 * that sends no e-mail (no SMTP_URL). Whoever can run it can already read the database.
 */
export async function runAdminCommand(
  args: string[],
  config: AppConfig,
  print: (line: string) => void = console.log,
) {
  const [subcommand, email] = args;
  if (subcommand !== 'reset-link' || !email) throw new ConfigError(ADMIN_USAGE);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const { createServices } = await import('../../services.ts');
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const services = createServices(config, database, quiet);
    const link = await services.users.passwordReset.linkFor(email);
    print(
      `Password reset link for ${email.trim().toLowerCase()} (works once, for ${RESET_LINK_MINUTES} minutes):`,
    );
    print(link);
  } finally {
    await database.close();
  }
}
