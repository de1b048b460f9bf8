import type { MemberAccount, PageMember } from '@lss/shared/members';
import type { PublicDataSource } from '@lss/shared/public-data';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isClientOnlyPath } from '#web/config/paths.ts';
import { pageAssets } from './assets.server.ts';
import { Document } from './document.tsx';
import { IslandScriptsProvider } from './islands/island.tsx';
import { pageJsonLd, pageSettings } from './json-ld.server.ts';
import type { RouteDeps } from './route-deps.ts';
import { createRoutes } from './routes.tsx';

export type RenderArgs = {
  request: Request;
  data: PublicDataSource;
  publicUrl: string;
  member: PageMember | null;
  /** My account's data, given only with a signed-in member (RouteDeps). */
  memberAccount?: () => Promise<MemberAccount | null>;
  /** Elections (RouteDeps): given only with a signed-in member, the step of an election's forms (ballot, nomination). */
  electionForMember?: RouteDeps['electionForMember'];
  electionForm?: RouteDeps['electionForm'];
};

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8' };

async function toHtml(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(element, {
    onError(error) {
      failure = error;
    },
  });
  // The whole page goes out at once: crawlers and link previews need all of it, and the loaders
  // have already waited for the data. Nothing is streamed later, so React adds no inline script,
  // and the islands' scripts, known once the page has rendered, are all in the <head>.
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return html;
}

/**
 * Renders one page request to a complete HTML document (contract with apps/server's ssr plugin).
 * Status: 200, 404 for unknown paths and missing events/posts, 3xx for loader redirects.
 */
export async function render({
  request,
  data,
  publicUrl,
  member,
  memberAccount,
  electionForMember,
  electionForm,
}: RenderArgs): Promise<Response> {
  const assets = await pageAssets();
  const { pathname } = new URL(request.url);

  if (isClientOnlyPath(pathname)) {
    const html = await toHtml(<Document assets={assets} kind="admin" />);
    return new Response(html, { status: 200, headers: HTML_HEADERS });
  }

  const handler = createStaticHandler(
    createRoutes({
      data,
      publicUrl,
      member,
      ...(memberAccount ? { memberAccount } : {}),
      ...(electionForMember ? { electionForMember } : {}),
      ...(electionForm ? { electionForm } : {}),
    }),
  );
  const context = await handler.query(request);
  if (context instanceof Response) return context;

  const router = createStaticRouter(handler.dataRoutes, context);
  const settings = pageSettings(context);
  const html = await toHtml(
    <Document
      assets={assets}
      kind="page"
      jsonLd={pageJsonLd(context)}
      faviconUrl={settings?.faviconUrl}
      timeZone={settings?.timeZone}
    >
      <IslandScriptsProvider value={assets.islands}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </IslandScriptsProvider>
    </Document>,
  );
  return new Response(html, { status: context.statusCode, headers: HTML_HEADERS });
}
