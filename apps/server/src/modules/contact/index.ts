import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { createContactRepository } from './contact.repository.ts';
import { contactRoutes } from './contact.routes.ts';
import { type ContactService, createContactService } from './contact.service.ts';

declare module '../../services.ts' {
  interface Services {
    contact: ContactService;
  }
}

/** The contact form and the administrators' inbox. */
export const contactModule = fp<Infrastructure>(
  async (app, { config, database, mail, log, routes }) => {
    app.services.contact = createContactService(createContactRepository(database.db), {
      mail,
      contactTo: config.contactTo,
      activity: app.services.activity,
      log,
    });
    if (routes) await app.register(contactRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'contact', dependencies: ['activity'] },
);
