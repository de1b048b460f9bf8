import { defineModule } from '../../services.ts';
import { createPodcastRepository } from './podcast.repository.ts';
import { podcastRoutes } from './podcast.routes.ts';
import { createPodcastService, type PodcastService } from './podcast.service.ts';

declare module '../../services.ts' {
  interface Services {
    podcast: PodcastService;
  }
}

/** The podcast's episodes: upcoming and archived, by their date in the site's time zone. */
export const podcastModule = defineModule('podcast', {
  dependencies: ['activity', 'settings'],
  provides: {
    podcast: ({ database, clock }, { settings, activity }) =>
      createPodcastService(createPodcastRepository(database.db), settings.timeZone, activity, clock),
  },
  api: [podcastRoutes],
});
