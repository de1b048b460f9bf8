import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authMessages } from '@lss/shared/auth-messages';
import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { createAdminApi } from './admin-api.ts';
import { ApiError, createHttp } from './http.ts';

type Seen = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
type Answer = { status?: number; body?: unknown; type?: string; headers?: Record<string, string> };
type Answering = (seen: Seen) => Answer | Promise<Answer>;

/** A real API stand-in on 127.0.0.1: each test sets how it answers and reads what it was sent. */
let answer: Answering = () => ({ body: {} });
const seen: Seen[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    // The page (jsdom) is on another origin; XMLHttpRequest there obeys CORS as a browser does.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const call = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      seen.push(call);
      const { status = 200, body, type = 'application/json', headers = {} } = await answer(call);
      response.writeHead(status, { 'Content-Type': type, ...headers });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

afterEach(() => {
  seen.length = 0;
  answer = () => ({ body: {} });
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('the API wrapper', () => {
  it('sends JSON under the base path and reads JSON back', async () => {
    answer = () => ({ status: 201, body: { message: 'Message received' } });
    const result = await createHttp(base).request('/contact', { method: 'POST', body: { name: 'Ada' } });
    expect(result).toEqual({ message: 'Message received' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/contact', body: '{"name":"Ada"}' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('turns { message, errors } into one ApiError with the message and each field’s message', async () => {
    answer = () => ({
      status: 400,
      body: { message: 'Validation failed.', errors: { email: 'Enter a valid email address.', n: 3 } },
    });
    const error = await failureOf(createHttp(base).request('/submissions', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Validation failed.',
      serverMessage: 'Validation failed.',
      fieldErrors: { email: 'Enter a valid email address.' },
    });
  });

  it('fails with no server message when the answer is not JSON, and with status 0 when none came', async () => {
    answer = () => ({ status: 502, body: '<h1>Bad gateway</h1>', type: 'text/html' });
    expect(await failureOf(createHttp(base).request('/events'))).toMatchObject({
      status: 502,
      serverMessage: null,
      fieldErrors: {},
    });
    const closed = createHttp('http://127.0.0.1:9/api');
    expect(await failureOf(closed.request('/events'))).toMatchObject({ status: 0, serverMessage: null });
  });

  it('reads a page of a list: the items and the total from X-Total-Count', async () => {
    answer = () => ({ body: [{ title: 'One' }], headers: { 'X-Total-Count': '41' } });
    expect(await createHttp(base).requestPage('/search?q=law&page=3&limit=20')).toEqual({
      items: [{ title: 'One' }],
      total: 41,
    });
    expect(seen[0]?.path).toBe('/api/search?q=law&page=3&limit=20');
  });

  it('reads a 404 as "not found" where that is an answer', async () => {
    answer = () => ({ status: 404, body: { message: 'Event not found.' } });
    expect(await createHttp(base).requestOrNull('/events/nope')).toBeNull();
  });
});

describe('admin calls', () => {
  const SESSION = { token: 'token-1', fullName: 'Ada Admin', email: 'ada@example.org' };
  const logIn = (token = SESSION.token) =>
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...SESSION, token }));
  const admin = () => createAdminApi(createHttp(base));

  it('carry the bearer token', async () => {
    logIn();
    answer = () => ({ body: [] });
    await admin().request('/posts/all');
    expect(seen[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('end the session once when calls answer 401: userInfo cleared, one toast', async () => {
    render(<Toaster />);
    logIn();
    let sessionChanges = 0;
    window.addEventListener('lss:session-change', () => sessionChanges++);
    answer = () => ({ status: 401, body: { message: 'Authentication required. Please log in.' } });

    const api = admin();
    const failures = await Promise.all([api.request('/events'), api.request('/posts/all')].map(failureOf));

    expect(failures.map((failure) => (failure as ApiError).status)).toEqual([401, 401]);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionChanges).toBe(1);
    expect(await screen.findAllByText(authMessages.sessionExpired)).toHaveLength(1);
  });

  it('take a 401 on login for a wrong password, not an expired session', async () => {
    logIn();
    answer = () => ({ status: 401, body: { message: 'Invalid email or password' } });
    const login = admin().request('/users/login', { method: 'POST', body: {}, sessionless: true });
    expect(await failureOf(login)).toMatchObject({ status: 401 });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('leave alone a session begun after the call that answers 401 was sent', async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    answer = async () => {
      await gate;
      return { status: 401, body: { message: 'Authentication required. Please log in.' } };
    };
    logIn('old-token');
    const stale = failureOf(admin().request('/events'));
    await waitFor(() => expect(seen).toHaveLength(1));
    logIn('new-token');
    open();
    expect(await stale).toMatchObject({ status: 401 });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBe('new-token');
  });

  it('upload multipart without a JSON content type, reporting progress when asked', async () => {
    logIn();
    answer = () => ({ status: 201, body: { imageUrl: '/uploads/abc.png' } });
    const file = new File(['fake png bytes'], 'cover.png', { type: 'image/png' });
    const progress: number[] = [];
    const api = admin();

    expect(await api.upload(file)).toEqual({ imageUrl: '/uploads/abc.png' });
    expect(await api.upload(file, (percent) => progress.push(percent))).toEqual({
      imageUrl: '/uploads/abc.png',
    });

    expect(seen).toHaveLength(2);
    for (const call of seen) {
      expect(call).toMatchObject({ method: 'POST', path: '/api/upload' });
      expect(call.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(call.headers.authorization).toBe('Bearer token-1');
      expect(call.body).toContain('name="image"; filename="cover.png"');
      expect(call.body).toContain('fake png bytes');
    }
    expect(progress.at(-1)).toBe(100);
  });

  it('report an upload the server refuses with its reason, and a 401 there ends the session', async () => {
    logIn();
    answer = () => ({ status: 415, body: { message: 'This file type is not allowed.' } });
    const file = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    expect(await failureOf(admin().upload(file, () => {}))).toMatchObject({
      status: 415,
      serverMessage: 'This file type is not allowed.',
    });
    answer = () => ({ status: 401, body: { message: 'Authentication required. Please log in.' } });
    expect(await failureOf(admin().upload(file, () => {}))).toMatchObject({ status: 401 });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
