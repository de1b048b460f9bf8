import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { feedsRoutes } from './feeds.routes.ts';

/** RSS, Atom, iCalendar, the sitemap and robots.txt, outside the API: read from the content modules. */
export const feedsModule = fp<Infrastructure>(
  async (app, { config, routes }) => {
    if (routes) await app.register(feedsRoutes, { publicUrl: config.publicUrl });
  },
  { name: 'feeds', dependencies: ['settings', 'posts', 'events', 'podcast', 'executives'] },
);
