import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

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

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A value as JSON that cannot end the inline <script> it is written into. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);

/**
 * The inline script that hands the loaders' data to the browser router (the same shape React
 * Router's StaticRouterProvider writes). We write it ourselves, outside the hydrated #root, so the
 * browser's tree matches the server's exactly.
 */
export function hydrationScript(context: StaticHandlerContext): string {
  const data = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  return `window.${HYDRATION_GLOBAL} = JSON.parse(${jsonForScript(JSON.stringify(data))});`;
}

/**
 * Loads the client bundle once the server's HTML has been painted (the frame after the first
 * animation frame), instead of from <head>. On a slow phone the script's download and evaluation
 * would otherwise compete with the stylesheet and delay the first paint; the page is readable and
 * its links work before React takes over. A tab opened in the background paints nothing, so it
 * loads at once.
 */
export function deferredEntryScript(entry: string, preloads: string[]): string {
  return [
    '(function(){',
    `var files=${jsonForScript({ entry, preloads })};`,
    'function load(){files.preloads.forEach(function(href){',
    'var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link);});',
    'import(files.entry);}',
    'if(document.hidden)load();else requestAnimationFrame(function(){setTimeout(load,0);});',
    '})();',
  ].join('');
}
