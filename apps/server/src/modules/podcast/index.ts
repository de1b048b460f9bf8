import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { createPodcastRepository } from './podcast.repository.ts';
import { podcastRoutes } from './podcast.routes.ts';
import { createPodcastService, type PodcastService } from './podcast.service.ts';

declare module '../../services.ts' {
  interface Services {
    podcast: PodcastService;
  }
}

/** The podcast's episodes: upcoming and archived, by their date in the site's time zone. */
export const podcastModule = fp<Infrastructure>(
  async (app, { database, clock, routes }) => {
    const { settings, activity } = app.services;
    app.services.podcast = createPodcastService(
      createPodcastRepository(database.db),
      settings.timeZone,
      activity,
      clock,
    );
    if (routes) await app.register(podcastRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'podcast', dependencies: ['activity', 'settings'] },
);
