import { errorResponse } from '@lss/shared/errors';
import { searchQuery, searchResults } from '@lss/shared/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../../plugins/rate-limits.ts';

/** Searches one address may make per minute. */
export const SEARCHES_PER_MINUTE = 60;

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      // A visitor searches a few times a minute; a script asking for new words without end would
      // otherwise miss the cache every time.
      config: { rateLimit: perAddress(SEARCHES_PER_MINUTE, '1 minute') },
      schema: {
        tags: ['Search'],
        summary: 'Full-text search of published posts, events, materials and episodes, ranked, with snippets',
        querystring: searchQuery,
        response: { 200: searchResults, 400: errorResponse, 429: errorResponse },
      },
    },
    (request) => app.services.search.search(request.query.q),
  );
};
