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
  async (
    app: FastifyInstance,
    options: {
      origins: string[];
      publicUrl: string /** S3_PUBLIC_URL, when uploads are served from there. */;
      bucketUrl?: string;
    },
  ) => {
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

    // Such a front end is handed absolute upload URLs (decision 024) and sends them back when it
    // saves: ours (PUBLIC_URL's, or the bucket's public URL) are stored as the same relative paths
    // the site's own editors save, so a new PUBLIC_URL or a restored backup keeps every image. A
    // post's HTML gets the same for the images and links it holds.
    const bases = [options.publicUrl, ...(options.bucketUrl ? [options.bucketUrl] : [])];
    const relative = (value: string) => {
      for (const base of bases)
        if (value.startsWith(`${base}${UPLOADS_PATH}/`)) return value.slice(base.length);
      return value;
    };
    const inHtml = (html: string) =>
      bases.reduce((text, base) => text.replaceAll(`="${base}${UPLOADS_PATH}/`, `="${UPLOADS_PATH}/`), html);
    app.addHook('preValidation', async (request) => {
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return;
      for (const [key, value] of Object.entries(body)) {
        if (typeof value !== 'string') continue;
        if (key.endsWith('Url')) (body as Record<string, unknown>)[key] = relative(value);
        else if (key === 'contentBody') (body as Record<string, unknown>)[key] = inHtml(value);
      }
    });
  },
  { name: 'cors' },
);
