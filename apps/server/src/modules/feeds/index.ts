import { defineModule } from '../../services.ts';
import { feedsRoutes } from './feeds.routes.ts';

/** RSS, Atom, iCalendar, the sitemap and robots.txt, outside the API: read from the content modules. */
export const feedsModule = defineModule('feeds', {
  dependencies: ['settings', 'posts', 'events', 'podcast', 'executives', 'elections'],
  routes: (app, { config }) => app.register(feedsRoutes, { publicUrl: config.publicUrl }),
});
