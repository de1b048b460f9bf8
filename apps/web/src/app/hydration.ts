import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { jsonForScript } from '#web/lib/script-json.ts';

/** The id of the <script type="application/json"> element that carries a page's loader data. */
export const ROUTER_DATA_ID = 'router-data';

/** The global React Router's createBrowserRouter reads its hydration data from. */
export const HYDRATION_GLOBAL = '__staticRouterHydrationData';

function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    // Only the message: a stack trace never leaves the server.
    else if (error instanceof Error)
      serialized[routeId] = { message: 'Unexpected Server Error', __type: 'Error' };
    else serialized[routeId] = error;
  }
  return serialized;
}

/**
 * The loaders' data for the browser router, in the shape React Router's StaticRouterProvider
 * would write, as the text of a JSON data block (never executed, so the CSP needs no exception and
 * the page stays the same bytes for every visitor).
 */
export function routerDataJson(context: StaticHandlerContext): string {
  return jsonForScript({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  });
}

/** Reads the page's loader data back in the browser; null on a page rendered in the browser only. */
export function readRouterData(document: Document): unknown {
  const element = document.getElementById(ROUTER_DATA_ID);
  return element?.textContent ? JSON.parse(element.textContent) : null;
}
