import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** A fresh value per response: the only inline scripts allowed are those carrying it. */
    cspNonce: string;
  }
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Stored post HTML keeps alignment and colour as style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every response (pages, API, uploads, assets): a strict CSP with a
 * per-response nonce, nosniff, a referrer policy, a permissions policy, and HSTS on https sites.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    app.decorateReply('cspNonce', '');
    app.addHook('onRequest', async (_request, reply) => {
      reply.cspNonce = randomBytes(16).toString('base64');
      reply.headers({
        'content-security-policy': contentSecurityPolicy(reply.cspNonce),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy':
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        'cross-origin-opener-policy': 'same-origin',
        'x-frame-options': 'DENY',
        ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
      });
    });
  },
  { name: 'security-headers' },
);
