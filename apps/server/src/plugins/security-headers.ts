import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Scripts come from this origin only: pages carry no inline script that runs (their data is a JSON
 * data block), so the policy needs neither a nonce nor 'unsafe-inline', and a cached page is the
 * same bytes for every response.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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
 * Security headers on every response (pages, API, uploads, assets), set by @fastify/helmet: the
 * strict CSP above, nosniff, a referrer policy, no framing, HSTS on https sites; plus a permissions
 * policy, which helmet does not set.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // Uploaded images may be shown by a front end on another origin (CORS_ORIGINS).
      crossOriginResourcePolicy: false,
      frameguard: { action: 'deny' },
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header(
        'permissions-policy',
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      );
    });
  },
  { name: 'security-headers' },
);
