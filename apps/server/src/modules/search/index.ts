import { defineModule } from '../../services.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService, type SearchService } from './search.service.ts';

declare module '../../services.ts' {
  interface Services {
    search: SearchService;
  }
}

/** The site search, across every published kind of content. */
export const searchModule = defineModule('search', {
  provides: {
    search: ({ database, clock }) => createSearchService(createSearchRepository(database.db), clock),
  },
  api: [searchRoutes],
});
