import { defineModule } from '../../services.ts';
import { createContactRepository } from './contact.repository.ts';
import { contactRoutes } from './contact.routes.ts';
import { type ContactService, createContactService } from './contact.service.ts';
import { contactFormRoutes } from './contact-forms.routes.ts';

declare module '../../services.ts' {
  interface Services {
    contact: ContactService;
  }
}

/** The contact form (and its plain form, without JavaScript) and the administrators' inbox. */
export const contactModule = defineModule('contact', {
  dependencies: ['activity'],
  provides: {
    contact: ({ config, database, mail, log }, { activity }) =>
      createContactService(createContactRepository(database.db), {
        mail,
        contactTo: config.contactTo,
        activity,
        log,
      }),
  },
  api: [contactRoutes],
  routes: (app) => app.register(contactFormRoutes),
});
