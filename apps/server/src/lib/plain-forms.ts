import type { FastifyInstance } from 'fastify';

/** A plain HTML form's fields, as its url-encoded body is parsed (undefined without a body). */
export type PlainFormBody = Record<string, string> | undefined;

/**
 * Lets the plugin that calls it (and only it: Fastify keeps a parser in its plugin) read plain HTML
 * forms' url-encoded bodies into their fields, as the newsletter's and the registration's forms do.
 * `bodyLimit` in bytes: a form with free text needs more than a token.
 */
export function acceptPlainForms(app: FastifyInstance, { bodyLimit = 4096 } = {}) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/**
 * The status of a refusal a plain form's page can say (a client error the services or Fastify
 * raised), or null for what the error handler answers as for the API: a 429 (with its Retry-After,
 * the same limit as the API route's) and every server error.
 */
export function refusalStatus(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 429) return null;
  return status;
}
