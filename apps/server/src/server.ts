import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startLine } from './start-line.ts';

/** Listens and shuts down gracefully; everything else is in app.ts. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp({ config, database, pages: config.pages });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 9000);
    // Connections that finish their last request while we drain would otherwise idle on keep-alive
    // until it times out; close each as soon as it goes idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
      clearInterval(closeIdle);
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const { hasAccounts } = await app.services.users.setupStatus();
  await app.listen({ port: config.port, host: config.host });
  // Printed before the event loop turns again, so before any request is logged.
  console.log(startLine(config.publicUrl, hasAccounts));
}

main().catch((error: unknown) => {
  // Start-up problems are the operator's to fix: one clear line, no stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(`Could not start the server: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
