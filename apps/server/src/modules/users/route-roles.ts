import { authMessages } from '@lss/shared/messages';
import { hasRole, type Role } from '@lss/shared/users';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ForbiddenError } from '../../lib/errors.ts';

/**
 * Every signed-in route (those using requireAdmin) and the least role that may call it
 * (decisions.md, Accounts and roles). A route missing here cannot be registered. Finer rules —
 * a contributor's own posts, drafts only — live in the posts service.
 */
export const ROUTE_ROLES = {
  // Your own account and session.
  'POST /api/users/logout': 'contributor',
  'GET /api/users/me': 'contributor',
  'PUT /api/users/me': 'contributor',
  'PUT /api/users/me/password': 'contributor',
  'POST /api/users/me/totp': 'contributor',
  'POST /api/users/me/totp/confirm': 'contributor',
  'DELETE /api/users/me/totp': 'contributor',
  'GET /api/dashboard/stats': 'contributor',
  'POST /api/upload': 'contributor',
  // The media library: contributors see and change their own uploads (media service).
  'GET /api/media': 'contributor',
  'PATCH /api/media/:id': 'contributor',
  'DELETE /api/media/:id': 'contributor',

  // Posts: contributors reach their own drafts only (posts service).
  'GET /api/posts/all': 'contributor',
  'GET /api/posts/admin/:id': 'contributor',
  'POST /api/posts': 'contributor',
  'PUT /api/posts/:id': 'contributor',
  'DELETE /api/posts/:id': 'contributor',
  'POST /api/posts/:id/review-request': 'contributor',
  'DELETE /api/posts/:id/review-request': 'contributor',
  'GET /api/posts/:id/revisions': 'contributor',
  'GET /api/posts/:id/revisions/:revisionId': 'contributor',
  'POST /api/posts/:id/revisions/:revisionId/restore': 'contributor',
  'GET /api/posts/review-queue': 'editor',

  // Every other content type, messages and submissions.
  'GET /api/events/all': 'editor',
  'POST /api/events': 'editor',
  'PUT /api/events/:id': 'editor',
  'DELETE /api/events/:id': 'editor',
  'GET /api/events/:id/rsvps': 'editor',
  'GET /api/events/:id/rsvps.csv': 'editor',
  'GET /api/events/:id/rsvps/counts': 'editor',
  'PATCH /api/events/:id/rsvps/:rsvpId': 'editor',
  'POST /api/executives': 'editor',
  'PUT /api/executives/:id': 'editor',
  'DELETE /api/executives/:id': 'editor',
  'POST /api/executives/sessions': 'editor',
  'GET /api/materials/all': 'editor',
  'POST /api/materials': 'editor',
  'PUT /api/materials/:id': 'editor',
  'DELETE /api/materials/:id': 'editor',
  'GET /api/podcast/all': 'editor',
  'POST /api/podcast': 'editor',
  'PUT /api/podcast/:id': 'editor',
  'DELETE /api/podcast/:id': 'editor',
  'GET /api/contact': 'editor',
  'PATCH /api/contact/:id': 'editor',
  'DELETE /api/contact/:id': 'editor',
  'GET /api/submissions': 'editor',
  'GET /api/submissions/all': 'editor',
  'GET /api/submissions/:id': 'editor',
  'DELETE /api/submissions/:id': 'editor',
  'POST /api/submissions/:id/approve': 'editor',
  'POST /api/submissions/:id/reject': 'editor',
  'GET /api/newsletter/subscribers': 'editor',
  'GET /api/newsletter/subscribers.csv': 'editor',
  'DELETE /api/newsletter/subscribers/:id': 'editor',
  'GET /api/newsletter/sends': 'editor',
  'GET /api/posts/:id/newsletter': 'editor',
  'POST /api/posts/:id/newsletter': 'editor',

  // Settings, accounts, backups and the audit log (which records account changes).
  'PUT /api/settings': 'administrator',
  'GET /api/backup': 'administrator',
  'GET /api/activity': 'administrator',
  'GET /api/users': 'administrator',
  'PATCH /api/users/:id': 'administrator',
  'DELETE /api/users/:id': 'administrator',
  'GET /api/users/invitations': 'administrator',
  'POST /api/users/invitations': 'administrator',
  'DELETE /api/users/invitations/:id': 'administrator',
} as const satisfies Record<string, Role>;

/** `METHOD /path` as Fastify registers the route. */
export type RouteKey = keyof typeof ROUTE_ROLES;

/** The table's key of a route: HEAD is answered by its GET route. */
export const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

function requiresRole(minimum: Role): onRequestHookHandler {
  return async function requireRole(request: FastifyRequest) {
    // requireAdmin ran first and set request.admin, or answered 401.
    if (!request.admin || !hasRole(request.admin.role, minimum)) {
      throw new ForbiddenError(authMessages.noPermission);
    }
  };
}

/**
 * Adds the role check right after requireAdmin on every route that uses it, and refuses to start
 * when one has no entry in ROUTE_ROLES. Register after the auth plugin and before the routes.
 */
export function enforceRouteRoles(app: FastifyInstance, table: Readonly<Record<string, Role>> = ROUTE_ROLES) {
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.includes(app.requireAdmin)) return;
    for (const method of [route.method].flat()) {
      const minimum = table[routeKey(method, route.url)];
      if (!minimum) {
        throw new Error(
          `${routeKey(method, route.url)} uses requireAdmin but has no minimum role: add it to ROUTE_ROLES in apps/server/src/modules/users/route-roles.ts.`,
        );
      }
      route.onRequest = [...hooks, requiresRole(minimum)];
    }
  });
}
