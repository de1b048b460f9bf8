import { errorResponse } from '@lss/shared/errors';
import { searchHit, searchQuery } from '@lss/shared/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.ts';
import { perAddress } from '../../plugins/rate-limits.ts';

/** Searches one address may make per minute. */
export const SEARCHES_PER_MINUTE = 60;

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      // A visitor searches a few times a minute; a script asking for new words without end would
      // otherwise miss the cache every time.
      config: {
        rateLimit: perAddress(SEARCHES_PER_MINUTE, '1 minute'),
        cache: ['posts', 'events', 'materials', 'podcast'],
      },
      schema: {
        tags: ['Search'],
        summary: 'Full-text search of published posts, events, materials and episodes, ranked, with snippets',
        description:
          'One page of hits, best first across every kind. X-Total-Count gives the number of hits, Link the next and previous pages.',
        querystring: searchQuery,
        response: { 200: z.array(searchHit), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { q, page, limit } = request.query;
      const found = await app.services.search.search(q, { page, limit });
      return sendPage(request, reply, found, { page, limit });
    },
  );
};
