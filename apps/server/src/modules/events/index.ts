import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure, Services } from '../../services.ts';
import { createEventsRepository } from './events.repository.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService } from './events.service.ts';
import { rsvpFormRoutes } from './rsvp-forms.routes.ts';
import { createRsvpsRepository } from './rsvps.repository.ts';
import { rsvpsRoutes } from './rsvps.routes.ts';
import { createRsvpsService, type RsvpsService } from './rsvps.service.ts';

/** Events with the alt text of their images and, one by one, their registration counts. */
function createEvents(
  infrastructure: Infrastructure,
  services: Pick<Services, 'settings' | 'media' | 'activity' | 'rsvps'>,
) {
  const { settings, media, activity, rsvps } = services;
  const service = createEventsService(
    createEventsRepository(infrastructure.database.db),
    settings.timeZone,
    activity,
    infrastructure.clock,
  );
  const alts = media.withAlts([['imageUrl', 'imageAlt']]);
  return {
    ...service,
    list: alts(service.list),
    page: alts(service.page),
    featured: alts(service.featured),
    get: alts(async (id: string) => rsvps.withSummary(await service.get(id))),
  };
}

declare module '../../services.ts' {
  interface Services {
    events: ReturnType<typeof createEvents>;
    rsvps: RsvpsService;
  }
}

/** Events and their registrations (RSVPs), with the confirmation and cancellation forms. */
export const eventsModule = fp<Infrastructure>(
  async (app, infrastructure) => {
    const { config, database, mail, routes } = infrastructure;
    app.services.rsvps = createRsvpsService({
      repository: createRsvpsRepository(database.db),
      timeZone: app.services.settings.timeZone,
      mail,
      publicUrl: config.publicUrl,
    });
    app.services.events = createEvents(infrastructure, app.services);
    if (!routes) return;
    await app.register(eventsRoutes, { prefix: API_BASE_PATH });
    await app.register(rsvpsRoutes, { prefix: API_BASE_PATH });
    await app.register(rsvpFormRoutes);
  },
  { name: 'events', dependencies: ['activity', 'settings', 'media'] },
);
