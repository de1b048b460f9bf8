import { API_BASE_PATH } from '@lss/shared/constants';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { createMail, type Mail } from './lib/mail/mail.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import type { Storage } from './lib/storage/storage.ts';

export type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * The services app.services holds. Each modules/<type>/index.ts adds its own here (declaration
 * merging) and sets it when registered; the shared infrastructure's database and storage are here
 * from the start.
 */
export interface Services {
  database: DatabaseHandle;
  storage: Storage;
}

/**
 * What every module is built from, made once per app: its options. `routes` is false where the
 * services are used without a server (the command line's seeds and account repairs).
 */
export type Infrastructure = {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  log: Logger;
  mail: Mail;
  storage: Storage;
  routes: boolean;
};

/** The infrastructure, and the services object the modules fill in (decorated as app.services). */
export function createInfrastructure(options: Omit<Infrastructure, 'mail' | 'storage'>): {
  infrastructure: Infrastructure;
  services: Services;
} {
  const { config, log } = options;
  // Uploaded files: DATA_DIR/uploads, or the S3 bucket every instance shares.
  const storage = createStorage(config.storage, log);
  const services = { database: options.database, storage } as Services;
  // The society's name is read as each e-mail is sent: a renamed society shows at once.
  const mail = createMail({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    siteName: async () => (await services.settings.get()).societyName,
    siteUrl: config.publicUrl,
    log,
  });
  return { infrastructure: { ...options, mail, storage }, services };
}

/** What a module is made of (modules/<type>/index.ts). */
interface ModuleDefinition {
  /** The modules whose services it uses: Fastify refuses to start when one registered later. */
  dependencies?: (keyof Services)[];
  /** The services it adds to app.services, each built from the infrastructure and the services before it. */
  provides?: { [K in keyof Services]?: (infrastructure: Infrastructure, services: Services) => Services[K] };
  /** Hooks of the app's life (started and stopped with it). */
  setUp?: (app: FastifyInstance, infrastructure: Infrastructure) => void;
  /** Its route plugins under /api. */
  api?: FastifyPluginAsync[];
  /** Its routes outside /api (forms, files, feeds). */
  routes?: (app: FastifyInstance, infrastructure: Infrastructure) => PromiseLike<unknown>;
}

/** A module as a Fastify plugin: sets its services, then (when the app serves) registers its routes. */
export function defineModule(name: string, module: ModuleDefinition) {
  return fp<Infrastructure>(
    async (app, infrastructure) => {
      for (const [key, create] of Object.entries(module.provides ?? {})) {
        Object.assign(app.services, { [key]: create(infrastructure, app.services) });
      }
      module.setUp?.(app, infrastructure);
      if (!infrastructure.routes) return;
      for (const routes of module.api ?? []) await app.register(routes, { prefix: API_BASE_PATH });
      await module.routes?.(app, infrastructure);
    },
    { name, dependencies: module.dependencies },
  );
}
