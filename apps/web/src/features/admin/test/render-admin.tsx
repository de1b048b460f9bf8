import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import type { Role } from '@lss/shared/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { createAdminQueryClient } from '../api/query-client.ts';

export const SESSION = { token: 'token-1', fullName: 'Ada Admin', email: 'ada@example.org' };

/** Stores a session as a login would; without a role it reads as an administrator's (session.ts). */
export function logIn(session: { token: string; fullName: string; email: string; role?: Role } = SESSION) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type FakeCall = { method: string; path: string; search: string; body: unknown; headers: Headers };
export type FakeApi = Record<string, Reply | ((init: RequestInit | undefined, call: FakeCall) => Reply)>;

/**
 * Stands in for the network only (the server is tested on its own; the whole stack runs in the
 * e2e suite): answers "METHOD /api/path" from a table and records each call.
 */
export function fakeApi(routes: FakeApi) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const { pathname: path, search } = new URL(url, 'http://localhost');
    const call = {
      method,
      path,
      search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const reply = typeof route === 'function' ? route(init, call) : route;
    if (!reply) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Renders admin routes in a memory router with the admin data cache and the toast area. */
export function renderAdmin(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createAdminQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** ProseMirror measures text; jsdom has no layout (DESIGN.md, Toolchain facts). */
export function stubLayoutForTipTap() {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
}

/** The toast area (sonner's region, "Notifications alt+T"). */
export const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));
