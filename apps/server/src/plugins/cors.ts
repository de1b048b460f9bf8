import cors from '@fastify/cors';
import { API_BASE_PATH, UPLOADS_PATH } from '@lss/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CORS_PATHS = [`${API_BASE_PATH}/`, `${UPLOADS_PATH}/`];
const isCorsPath = (url: string) => CORS_PATHS.some((prefix) => url.startsWith(prefix));

/**
 * Cross-origin use by the front ends of CORS_ORIGINS (decisions.md, Tolerant input): the API and the
 * uploads answer them, preflights included; pages and everything else stay same-origin. Tokens
 * travel in the Authorization header, never in cookies, so no credentials mode.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance, options: { origins: string[]; publicUrl: string }) => {
    await app.register(cors, {
      delegator: (request, callback) =>
        callback(null, {
          origin: isCorsPath(request.url) ? options.origins : false,
          methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
          allowedHeaders: ['Authorization', 'Content-Type'],
          exposedHeaders: ['X-Total-Count', 'Link', 'Retry-After'],
          maxAge: 600,
        }),
    });

    // Such a front end is handed absolute upload URLs and sends them back when it saves: ours are
    // stored as the same relative paths the site's own editors save, so a new PUBLIC_URL or a
    // restored backup keeps every image.
    const ownUploads = `${options.publicUrl}${UPLOADS_PATH}/`;
    app.addHook('preValidation', async (request) => {
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return;
      for (const [key, value] of Object.entries(body))
        if (key.endsWith('Url') && typeof value === 'string' && value.startsWith(ownUploads))
          (body as Record<string, unknown>)[key] = value.slice(options.publicUrl.length);
    });
  },
  { name: 'cors' },
);
