import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@lss/shared/api-messages';
import { API_BASE_PATH, ASSETS_PATH, UPLOADS_PATH } from '@lss/shared/constants';
import type { ElectionFormStep } from '@lss/shared/election-statuses';
import type { ElectionForMember } from '@lss/shared/elections';
import type { MemberAccount, PageMember } from '@lss/shared/members';
import type { PublicDataSource } from '@lss/shared/public-data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { repoRoot } from '../lib/paths.ts';
import { PUBLIC_READ } from './http-caching.ts';
import { type CacheTag, PAGE_TAGS } from './response-cache.ts';

export type SsrOptions = {
  data: PublicDataSource;
  publicUrl: string;
  mode: 'production' | 'development';
  /** The signed-in member of a request that carries a member cookie (the header's first name). */
  pageMember: (request: FastifyRequest) => Promise<PageMember | null>;
  /** Whether a request carries a member cookie at all (no lookup). */
  hasMemberCookie: (request: FastifyRequest) => boolean;
  /** My account's data for the signed-in member of a request (read only by the page that shows it). */
  memberAccount: (request: FastifyRequest) => Promise<MemberAccount | null>;
  /** What an election is to the signed-in member of a request (read only by the election's page). */
  electionForMember: (request: FastifyRequest, slug: string) => Promise<ElectionForMember | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a plain form with a page rendered for the signed-in member at `pathname`, with the
     * step of an election's form (the ballot, a nomination): 200 and never stored, never a redirect (the choices and the receipt
     * stay out of addresses). Present only when the server serves pages.
     */
    renderElectionFormPage?: (
      request: FastifyRequest,
      reply: FastifyReply,
      pathname: string,
      step: ElectionFormStep,
      /** The answer's status when the page renders (a refusal's 400 or 409). */
      status?: number,
    ) => Promise<FastifyReply>;
  }
}

/** Pages whose address holds free text (search queries) would only fill the cache. */
const UNCACHED_PAGES = ['/search'];

/** A rendered page as cached: the same bytes for every visitor until what it shows changes. */
type RenderedPage = { status: number; headers: [string, string][]; body: string };

/** The web app's server entry (apps/web/src/app/entry-server.tsx). */
type RenderPage = (args: {
  request: Request;
  data: PublicDataSource;
  publicUrl: string;
  member: PageMember | null;
  memberAccount?: () => Promise<MemberAccount | null>;
  electionForMember?: (slug: string) => Promise<ElectionForMember | null>;
  electionForm?: ElectionFormStep;
}) => Promise<Response>;

const webRoot = path.join(repoRoot, 'apps/web');
const ASSETS_PREFIX = `${ASSETS_PATH}/`;

const ERROR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>' +
  '<body><main><h1>Something went wrong</h1><p>Please reload the page or try again in a moment.</p></main></body></html>';

/** A web Request for the page renderer, built from Fastify's (a page render never needs a body). */
function toWebRequest(request: FastifyRequest, publicUrl: string, pathname?: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(new URL(pathname ?? request.url, publicUrl), { method: 'GET', headers });
}

/**
 * A visitor's page is the same for every visitor, so it is kept (the response cache), shared caches
 * may keep it briefly and browsers revalidate it with its ETag. Pages whose address holds free text
 * are not kept. A member's page (their first name, members-only parts) is rendered for them and
 * never stored (decision 030); `Vary: Cookie` keeps a shared cache from giving one to the other.
 */
function sendPage(reply: FastifyReply, page: RenderedPage, kind: 'shared' | 'unkept' | 'personal') {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('vary', 'Cookie');
  const cacheControl =
    kind === 'personal'
      ? 'private, no-store'
      : kind === 'shared' && page.status === 200
        ? PUBLIC_READ
        : 'no-cache';
  reply.header('cache-control', cacheControl);
  return reply.send(page.body);
}

async function renderPage(
  request: FastifyRequest,
  render: RenderPage,
  options: SsrOptions,
  formPage?: { pathname: string; step: ElectionFormStep },
): Promise<RenderedPage> {
  const { data, publicUrl } = options;
  const signedIn = options.hasMemberCookie(request);
  const member = signedIn ? await options.pageMember(request) : null;
  const response = await render({
    request: toWebRequest(request, publicUrl, formPage?.pathname),
    data,
    publicUrl,
    member,
    ...(member
      ? {
          memberAccount: () => options.memberAccount(request),
          electionForMember: (slug: string) => options.electionForMember(request, slug),
        }
      : {}),
    ...(formPage ? { electionForm: formPage.step } : {}),
  });
  const body = response.body ? await response.text() : '';
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body,
  };
}

/** Production: the built client assets, hashed and cached for a year. */
async function serveBuiltAssets(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: path.join(webRoot, 'dist/client/assets'),
    prefix: ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    // Brotli and gzip copies are made at build time (apps/web/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const entry = path.join(webRoot, 'dist/server/entry-server.js');
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  return () => Promise.resolve(module.render);
}

/** Development: Vite in middleware mode, the server entry reloaded on every change. */
async function serveWithVite(app: FastifyInstance) {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    // Loads the config without writing a temporary bundle next to it, which `tsx watch` would
    // take for a change and restart the server for, over and over.
    configLoader: 'runner',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => {
    await vite.close();
  });
  return async () => {
    const module = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as { render: RenderPage };
    return module.render;
  };
}

/**
 * Serves the web pages: every GET that is not an API or upload path is rendered by the web app's
 * server entry with the public data source (services, not HTTP). Register it last.
 */
export const ssrPlugin = fp(
  async (app: FastifyInstance, options: SsrOptions) => {
    const loadRender = options.mode === 'production' ? await serveBuiltAssets(app) : await serveWithVite(app);

    // Kept whole by the response cache in production, dropped on any content write: a page may show
    // anything, and is rendered again in milliseconds.
    const config: { cache?: readonly CacheTag[] } = options.mode === 'production' ? { cache: PAGE_TAGS } : {};
    app.get('/*', { schema: { hide: true }, config }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith(`${API_BASE_PATH}/`) || pathname === API_BASE_PATH) {
        return reply.status(404).send({ message: apiMessages.routeNotFound });
      }
      if (pathname.startsWith(`${UPLOADS_PATH}/`) || pathname.startsWith(ASSETS_PREFIX)) {
        return reply.status(404).send({ message: apiMessages.notFound('File') });
      }
      try {
        const kind = options.hasMemberCookie(request)
          ? 'personal'
          : options.mode === 'production' && !UNCACHED_PAGES.includes(pathname)
            ? 'shared'
            : 'unkept';
        const started = performance.now();
        const page = await renderPage(request, await loadRender(), options);
        // How long the render took, for browser tools (a page sent from the cache has none).
        reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
        return sendPage(reply, page, kind);
      } catch (error) {
        request.log.error({ err: error }, 'page render failed');
        return reply.status(500).type('text/html; charset=utf-8').send(ERROR_PAGE);
      }
    });

    app.decorate('renderElectionFormPage', async (request, reply, pathname, step, status = 200) => {
      const page = await renderPage(request, await loadRender(), options, { pathname, step });
      return sendPage(reply, page.status === 200 ? { ...page, status } : page, 'personal');
    });

    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: apiMessages.routeNotFound }),
    );
  },
  { name: 'ssr' },
);
