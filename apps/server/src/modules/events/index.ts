import { defineModule } from '../../services.ts';
import { createEventsRepository } from './events.repository.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService, type EventsService } from './events.service.ts';
import { rsvpFormRoutes } from './rsvp-forms.routes.ts';
import { createRsvpsRepository } from './rsvps.repository.ts';
import { rsvpsRoutes } from './rsvps.routes.ts';
import { createRsvpsService, type RsvpsService } from './rsvps.service.ts';

/** An event read one by one comes with its registration counts. */
const withRegistrations = (service: EventsService, rsvps: RsvpsService) => ({
  ...service,
  get: async (id: string) => rsvps.withSummary(await service.get(id)),
});
type EventsWithRegistrations = ReturnType<typeof withRegistrations>;

declare module '../../services.ts' {
  interface Services {
    events: EventsWithRegistrations;
    rsvps: RsvpsService;
  }
}

/** Events and their registrations (RSVPs), with the confirmation and cancellation forms. */
export const eventsModule = defineModule('events', {
  dependencies: ['activity', 'settings', 'media'],
  provides: {
    rsvps: ({ config, database, mail }, { settings }) =>
      createRsvpsService({
        repository: createRsvpsRepository(database.db),
        timeZone: settings.timeZone,
        mail,
        publicUrl: config.publicUrl,
      }),
    // Events with the alt text of their images.
    events: ({ database, clock }, { settings, media, activity, rsvps }) => {
      const service = createEventsService(
        createEventsRepository(database.db),
        settings.timeZone,
        activity,
        clock,
      );
      return media.withAlts(
        withRegistrations(service, rsvps),
        ['list', 'page', 'featured', 'get'],
        [['imageUrl', 'imageAlt']],
      );
    },
  },
  api: [eventsRoutes, rsvpsRoutes],
  routes: (app) => app.register(rsvpFormRoutes),
});
