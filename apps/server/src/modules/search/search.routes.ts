import { errorResponse } from '@lss/shared/errors';
import { searchQuery, searchResults } from '@lss/shared/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['Search'],
        summary: 'Full-text search of published posts, events, materials and episodes, ranked, with snippets',
        querystring: searchQuery,
        response: { 200: searchResults, 400: errorResponse },
      },
    },
    (request) => app.services.search.search(request.query.q),
  );
};
