import type { MemberImportResult } from '@lss/shared/member-roster';
import { type APIRequestContext, expect } from '@playwright/test';
import { gradientPng } from './png.ts';

/**
 * The site's first administrator. Specs get these credentials from the `admin` fixture
 * (fixtures.ts), which makes sure the account exists; only admin-first-run.spec.ts, which registers
 * it through /register on the fresh site, reads them from here.
 */
export const ADMIN = {
  fullName: 'Amara Okonkwo',
  email: 'e2e-admin@lss.example.org',
  password: 'Quorum-Tort-2026-e2e',
};

const logInAsAdmin = (request: APIRequestContext) =>
  request.post('/api/users/login', { data: { email: ADMIN.email, password: ADMIN.password } });

let adminExists: Promise<void> | null = null;

/**
 * Makes sure the administrator exists, whichever spec runs first: on a site with no account it is
 * registered through the API (the first registration needs no token), else it logs in. Once per
 * worker.
 */
export function ensureAdmin(request: APIRequestContext): Promise<void> {
  adminExists ??= (async () => {
    const setup = await request.get('/api/users/setup');
    expect(setup.ok(), await setup.text()).toBe(true);
    if (!((await setup.json()) as { hasAccounts: boolean }).hasAccounts) {
      const registered = await request.post('/api/users/register', { data: ADMIN });
      // 403: another worker registered the first administrator a moment ago.
      expect([201, 403], await registered.text()).toContain(registered.status());
    }
    const login = await logInAsAdmin(request);
    expect(login.ok(), `the administrator's login: ${login.status()} ${await login.text()}`).toBe(true);
  })().catch((error: unknown) => {
    adminExists = null;
    throw error;
  });
  return adminExists;
}

let token: string | null = null;

/** Seeds content through the real API, as the administrator would. */
async function adminToken(request: APIRequestContext): Promise<string> {
  if (token) return token;
  await ensureAdmin(request);
  const response = await logInAsAdmin(request);
  expect(response.ok(), await response.text()).toBe(true);
  token = ((await response.json()) as { token: string }).token;
  return token;
}

async function send<T>(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const post = <T>(request: APIRequestContext, path: string, data: unknown) =>
  send<T>(request, 'POST', path, data);

/** A newsletter subscriber's status as the admin's Subscribers screen lists it (undefined: not listed). */
export async function subscriberStatus(
  request: APIRequestContext,
  email: string,
): Promise<string | undefined> {
  const response = await request.get(`/api/newsletter/subscribers?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const found = (await response.json()) as { email: string; status: string }[];
  return found.find((subscriber) => subscriber.email === email)?.status;
}

/** Changes fields of an event, as the admin's event editor saves it (the whole record). */
export const updateEvent = (request: APIRequestContext, event: Record<string, unknown>) =>
  send<{ _id: string; title: string }>(request, 'PUT', `/api/events/${event._id}`, {
    title: event.title,
    description: event.description,
    eventDate: event.eventDate,
    venue: event.venue,
    isFeatured: event.isFeatured,
    imageUrl: event.imageUrl ?? null,
  });

/** Imports a class list (CSV) as the society's staff would: its members verified for the current session. */
export async function importClassList(request: APIRequestContext, csv: string) {
  const response = await request.post('/api/members/import', {
    data: csv,
    headers: { Authorization: `Bearer ${await adminToken(request)}`, 'content-type': 'text/csv' },
  });
  expect(response.ok(), `POST /api/members/import: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as MemberImportResult;
}

/** A suffix that keeps each test's content apart from other tests' on the shared site. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
export const dates = { inDays, inSeconds: (s: number) => new Date(Date.now() + s * 1000).toISOString() };

type Created = { _id: string };

export async function uploadImage(
  request: APIRequestContext,
  from: [number, number, number],
  to: [number, number, number],
) {
  const response = await request.post('/api/upload', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      image: { name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(480, 300, from, to) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { imageUrl: string }).imageUrl;
}

export function createEvent(
  request: APIRequestContext,
  event: {
    title: string;
    description?: string;
    eventDate: string;
    venue?: string;
    isFeatured?: boolean;
    imageUrl?: string | null;
    rsvpEnabled?: boolean;
    capacity?: number | null;
  },
) {
  return post<Created & { title: string; eventDate: string }>(request, '/api/events', {
    description: 'An evening of argument and fellowship.',
    venue: 'Faculty of Law Auditorium',
    isFeatured: false,
    ...event,
  });
}

export function createPost(
  request: APIRequestContext,
  article: {
    title: string;
    slug: string;
    contentBody: string;
    status?: 'draft' | 'published';
    coverImageUrl?: string | null;
    excerpt?: string;
    membersOnly?: boolean;
  },
) {
  return post<Created & { title: string; slug: string; publishedAt: string }>(request, '/api/posts', {
    status: 'published',
    ...article,
  });
}

export function createExecutive(
  request: APIRequestContext,
  executive: {
    name: string;
    position: string;
    displayOrder?: number;
    isFeatured?: boolean;
    imageUrl?: string | null;
  },
) {
  return post<Created>(request, '/api/executives', executive);
}

export function createMaterial(
  request: APIRequestContext,
  material: {
    title: string;
    level: string;
    materialType: string;
    description?: string;
    fileUrl?: string;
    membersOnly?: boolean;
  },
) {
  return post<Created & { fileUrl: string }>(request, '/api/materials', {
    fileUrl: `https://files.lss.example.org/${encodeURIComponent(material.title)}.pdf`,
    ...material,
  });
}

export function createEpisode(
  request: APIRequestContext,
  episode: {
    title: string;
    description?: string;
    episodeDate: string;
    xSpaceUrl?: string;
    guestName?: string | null;
  },
) {
  return post<Created>(request, '/api/podcast', {
    description: 'A conversation about law, practice and student life.',
    xSpaceUrl: 'https://x.com/i/spaces/1yNGaYkLZqXKj',
    ...episode,
  });
}

/** Invites a colleague, as the Account page's form does (the e-mail goes to the run's SMTP sink). */
export function createInvitation(
  request: APIRequestContext,
  invitation: { email: string; role: 'administrator' | 'editor' | 'contributor' },
) {
  return post<{ invitation: Created & { email: string } }>(request, '/api/users/invitations', invitation);
}
