import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ISLAND_LOADER } from '@lss/shared/island-loader';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Scripts come from this origin only, and the islands' loader (the one inline script, a constant
 * allowed by its hash): islands' props are JSON attributes (decision 028), so the policy needs
 * neither a nonce nor 'unsafe-inline', and a cached page is the same bytes for every response.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(ISLAND_LOADER).digest('base64')}'`],
  // Stored post HTML keeps alignment and colour as style attributes; styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
  scriptSrcAttr: null,
};

/**
 * The headers helmet writes for these options. Nothing in them varies per response (no nonce), so
 * helmet runs once, at start-up, against a recording response; running it per request through
 * @fastify/helmet halved the throughput of cached public reads and added ~100 MB of peak memory
 * under load (decision 013).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** What a built asset (our own hashed script, stylesheet, font or image) needs of them. */
const ASSET_HEADERS = ['x-content-type-options', 'strict-transport-security'];

/**
 * Security headers on every response (pages, API, uploads), written by helmet: the strict CSP
 * above, nosniff, a referrer policy, no framing, HSTS on https sites; plus a permissions policy,
 * which helmet does not set. The built assets get only nosniff and HSTS: the rest governs
 * documents, and would be 0.6 kB more on each of a page's files (decision 028).
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      https: boolean;
      /** Other origins pages show uploaded images from: the bucket's public URL (S3_PUBLIC_URL). */
      imageOrigins?: string[];
      /** Where the built assets are served (ASSETS_PATH and a slash). */
      assetsPrefix: string;
    },
  ) => {
    const directives = {
      ...CSP_DIRECTIVES,
      imgSrc: [...CSP_DIRECTIVES.imgSrc, ...(options.imageOrigins ?? [])],
    };
    const headers = {
      ...helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginOpenerPolicy: { policy: 'same-origin' },
        // Uploaded images may be shown by a front end on another origin (CORS_ORIGINS).
        crossOriginResourcePolicy: false,
        frameguard: { action: 'deny' },
        strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      }),
      'permissions-policy':
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    };
    const assetHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)),
    );
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(request.url.startsWith(options.assetsPrefix) ? assetHeaders : headers);
    });
  },
  { name: 'security-headers' },
);
