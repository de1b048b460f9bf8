import '#web/lib/react-only-props.ts';
import type { PublicDataSource } from '@lss/shared/public-data';
import type { VNode } from 'preact';
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isClientOnlyPath } from '#web/config/paths.ts';
import { NonceProvider } from '#web/lib/nonce.ts';
import { createHeadCollector, HeadCollectorProvider, type PageHead } from '#web/lib/page-head.ts';
import { pageAssets } from './assets.server.ts';
import { Document } from './document.tsx';
import { hydrationScript } from './hydration.ts';
import { createRoutes } from './routes.tsx';

export type RenderArgs = { request: Request; data: PublicDataSource; nonce: string; publicUrl: string };

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8' };

/** JSX is typed as React's and built as Preact's (the aliases in vite.config.ts): the same object. */
const asPreact = (node: ReactNode) => node as unknown as VNode;

/**
 * The page is rendered to a string once its loaders have run (crawlers and link previews need all
 * of it at once); the document around it is rendered after, with the head the page collected.
 * The runtime is Preact's (decision 009), so its renderer writes the HTML.
 */
async function renderPage(page: ReactNode): Promise<{ body: string; head: PageHead | null }> {
  const collector = createHeadCollector();
  const body = await renderToStringAsync(
    asPreact(<HeadCollectorProvider value={collector.collect}>{page}</HeadCollectorProvider>),
  );
  return { body, head: collector.head };
}

const documentHtml = (document: ReactNode) => `<!DOCTYPE html>${renderToString(asPreact(document))}`;

/**
 * Renders one page request to a complete HTML document (contract with apps/server's ssr plugin).
 * Status: 200, 404 for unknown paths and missing events/posts, 3xx for loader redirects.
 */
export async function render({ request, data, nonce, publicUrl }: RenderArgs): Promise<Response> {
  const assets = await pageAssets();
  const { pathname } = new URL(request.url);

  if (isClientOnlyPath(pathname)) {
    const html = documentHtml(<Document assets={assets} nonce={nonce} hydrationScript={null} />);
    return new Response(html, { status: 200, headers: HTML_HEADERS });
  }

  const handler = createStaticHandler(createRoutes({ data, publicUrl, runtime: 'server' }));
  const context = await handler.query(request);
  if (context instanceof Response) return context;

  const router = createStaticRouter(handler.dataRoutes, context);
  const page = await renderPage(
    <NonceProvider value={nonce}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </NonceProvider>,
  );
  const html = documentHtml(
    <Document
      assets={assets}
      nonce={nonce}
      hydrationScript={hydrationScript(context)}
      head={page.head}
      bodyHtml={page.body}
    />,
  );
  return new Response(html, { status: context.statusCode, headers: HTML_HEADERS });
}
