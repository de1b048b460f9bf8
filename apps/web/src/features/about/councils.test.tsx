import type { Executive } from '@lss/shared/executives';
import type { PublicDataSource } from '@lss/shared/public-data';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteProvider } from '#web/lib/site-context.ts';
import { aboutLoader } from './about-loader.ts';
import { AboutPage } from './about-page.tsx';
import { councilLoader } from './council-loader.ts';
import { CouncilPage } from './council-page.tsx';

/** Executive councils by session (decision 021): /about and a past council's own page. */
const CURRENT = '2026/2027';

const person = (name: string, position: string, session: string): Executive => ({
  _id: `${session}-${name}`,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  name,
  position,
  imageUrl: null,
  displayOrder: 0,
  isFeatured: false,
  session,
});

const COUNCILS: Record<string, Executive[]> = {
  [CURRENT]: [person('Tunde Bakare', 'President', CURRENT)],
  '2025/2026': [
    person('Zainab Bello', 'President', '2025/2026'),
    person('Amaka Eze', 'Vice President', '2025/2026'),
  ],
  '2024/2025': [person('Chidi Okeke', 'President', '2024/2025')],
};

const data = {
  executives: async (session = CURRENT) => COUNCILS[session] ?? [],
  councilSessions: async () => Object.keys(COUNCILS).sort().reverse(),
} as PublicDataSource;

let status: number | undefined;
afterEach(() => {
  status = undefined;
});

function renderAt(path: string) {
  const deps = { data, publicUrl: '', member: null } as const;
  const council = councilLoader(deps);
  const router = createMemoryRouter(
    [
      { path: '/about', element: <AboutPage />, loader: aboutLoader(deps) },
      {
        path: '/about/councils/:session',
        element: <CouncilPage />,
        loader: async (args) => {
          const answer = await council(args);
          // react-router's data() carries the status a server render answers with.
          status = (answer as { init?: { status?: number } }).init?.status ?? 200;
          return answer;
        },
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SiteProvider
      value={{
        settings: { ...DEFAULT_SITE_SETTINGS, currentSession: CURRENT, updatedAt: null },
        publicUrl: 'http://localhost',
        member: null,
      }}
    >
      <RouterProvider router={router} />
    </SiteProvider>,
  );
}

describe('councils by session', () => {
  it('/about shows the current council and links to each past one, newest first', async () => {
    renderAt('/about');
    expect(await screen.findByText('Tunde Bakare')).toBeTruthy();
    expect(screen.getByText('The 2026/2027 Executive Council')).toBeTruthy();
    expect(screen.queryByText('Zainab Bello')).toBeNull();
    const past = screen.getByRole('navigation', { name: 'Past councils' });
    const links = within(past).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['The 2025/2026 Executive Council', '/about/councils/2025-2026'],
      ['The 2024/2025 Executive Council', '/about/councils/2024-2025'],
    ]);
  });

  it("a past council's page: its title, its members and positions, the way back, canonical and meta", async () => {
    renderAt('/about/councils/2025-2026');
    expect(
      await screen.findByRole('heading', { level: 1, name: '2025/2026 Executive Council' }),
    ).toBeTruthy();
    expect(status).toBe(200);
    // The outline goes h1, h2, h3 (Lighthouse and screen readers' heading order).
    expect(
      screen.getByRole('heading', { level: 2, name: 'Members of the 2025/2026 Executive Council' }),
    ).toBeTruthy();
    const members = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(members).toEqual(['Zainab Bello', 'Amaka Eze']);
    expect(screen.getByText('Vice President')).toBeTruthy();
    expect(screen.queryByText('Tunde Bakare')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to About Us/ }).getAttribute('href')).toBe('/about');
    expect(document.title).toContain('2025/2026 Executive Council');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/about/councils/2025-2026',
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Zainab Bello, President; Amaka Eze, Vice President',
    );
  });

  it('answers 404 for a session nobody served in', async () => {
    renderAt('/about/councils/2010-2011');
    expect(await screen.findByRole('heading', { level: 1, name: 'Council Not Found' })).toBeTruthy();
    expect(status).toBe(404);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('answers 404 for an address that is no session', async () => {
    renderAt('/about/councils/2010-2012');
    expect(await screen.findByRole('heading', { level: 1, name: 'Council Not Found' })).toBeTruthy();
    expect(status).toBe(404);
  });
});
