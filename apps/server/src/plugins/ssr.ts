// Placeholder until the page renderer lands: the web app owns this file.
import type { PublicDataSource } from '@lss/shared/public-data';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const ssrPlugin = fp(
  async (
    app: FastifyInstance,
    _options: { dataSource: PublicDataSource; publicUrl: string; mode: 'production' | 'development' },
  ) => {
    app.setNotFoundHandler((_request, reply) =>
      reply
        .status(404)
        .type('text/html')
        .send('<!doctype html><title>Not found</title><h1>Page not found</h1>'),
    );
    app.get('/', (_request, reply) =>
      reply
        .type('text/html')
        .send("<!doctype html><title>Law Students' Society</title><h1>Law Students' Society</h1>"),
    );
  },
  { name: 'ssr' },
);
