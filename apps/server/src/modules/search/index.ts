import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService, type SearchService } from './search.service.ts';

declare module '../../services.ts' {
  interface Services {
    search: SearchService;
  }
}

/** The site search, across every published kind of content. */
export const searchModule = fp<Infrastructure>(
  async (app, { database, clock, routes }) => {
    app.services.search = createSearchService(createSearchRepository(database.db), clock);
    if (routes) await app.register(searchRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'search' },
);
