import { type Page, slicePage } from '@lss/shared/pagination';
import type { ArchiveQuery, Episode } from '@lss/shared/podcast';
import type { PublicDataSource } from '@lss/shared/public-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicRoute } from '#web/test/render-public-route.tsx';
import { podcastLoader } from './podcast-loader.ts';
import { PodcastPage } from './podcast-page.tsx';

function episode(index: number): Episode {
  const episodeDate = new Date(Date.UTC(2026, 2, 30 - index, 18)).toISOString();
  return {
    _id: `episode-${index}`,
    title: index === 3 ? 'Torts and Tea' : `Episode ${index}`,
    description: `About episode ${index}`,
    guestName: index === 1 ? 'Justice Bello' : null,
    episodeDate,
    xSpaceUrl: `https://x.com/i/spaces/${index}`,
    status: 'Archived',
    createdAt: episodeDate,
    updatedAt: episodeDate,
  };
}

/** 30 past episodes, newest first, as the API pages them. */
const ARCHIVE = Array.from({ length: 30 }, (_, index) => episode(index + 1));

const asked: ArchiveQuery[] = [];
const data = {
  upcomingEpisode: async () => null,
  // The server's search (title or guest, case aside), over the fake archive.
  archivedEpisodes: async (query: ArchiveQuery): Promise<Page<Episode>> => {
    asked.push(query);
    const needle = query.q?.toLowerCase() ?? '';
    const found = ARCHIVE.filter((item) =>
      `${item.title} ${item.guestName ?? ''}`.toLowerCase().includes(needle),
    );
    return slicePage(found, query);
  },
} as PublicDataSource;

/** The API the hydrated library searches: GET /api/podcast/archived, answered from the same archive. */
const fetched: string[] = [];
async function api(url: string): Promise<Response> {
  fetched.push(url);
  const address = new URL(url, 'http://localhost');
  if (address.pathname !== '/api/podcast/archived') return Response.json({}, { status: 404 });
  const found = await data.archivedEpisodes({
    q: address.searchParams.get('q') ?? undefined,
    page: Number(address.searchParams.get('page')),
    limit: Number(address.searchParams.get('limit')),
  });
  return Response.json(found.items, { headers: { 'X-Total-Count': String(found.total) } });
}

afterEach(() => {
  fetched.length = 0;
});

function renderAt(url: string) {
  // The browser's address: the library keeps its search there.
  window.history.replaceState(null, '', url);
  vi.stubGlobal('fetch', vi.fn(api));
  return renderPublicRoute({ path: '/podcast', element: <PodcastPage />, loader: podcastLoader }, data, url);
}

const headLink = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the podcast library', () => {
  it('shows 24 past episodes a page with date, guest and recording link, and links to page 2', async () => {
    renderAt('/podcast');
    const card = (await screen.findByRole('heading', { name: 'Episode 1' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Mar 29, 2026')).toBeTruthy();
    expect(within(card).getByText('w/ Justice Bello')).toBeTruthy();
    const listen = within(card).getByRole('link', { name: /Listen to Recording/ });
    expect(listen.getAttribute('target')).toBe('_blank');
    expect(titles()).toHaveLength(24);
    expect(asked.at(-1)).toEqual({ q: undefined, page: 1, limit: 24 });
    // The server rendered the page: the library reads nothing more until the visitor searches.
    expect(fetched).toEqual([]);
    const nav = screen.getByRole('navigation', { name: 'Episode library pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/podcast?page=2');
    expect(headLink('next')).toBe('/podcast?page=2');
    expect(headLink('prev')).toBeUndefined();
  });

  it('?page=2 shows the rest, with rel=prev in the head and its own canonical address', async () => {
    renderAt('/podcast?page=2');
    expect(await screen.findByRole('heading', { name: 'Episode 25' })).toBeTruthy();
    expect(titles()).toEqual(ARCHIVE.slice(24).map((item) => item.title));
    expect(headLink('prev')).toBe('/podcast');
    expect(headLink('next')).toBeUndefined();
    expect(document.title).toContain('(page 2)');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/podcast?page=2',
    );
  });

  it('searches the whole archive on the server by title or guest as the visitor types, from page 1', async () => {
    const user = userEvent.setup();
    renderAt('/podcast?page=2');
    const historyLength = window.history.length;
    const search = await screen.findByRole('searchbox', { name: 'Search episodes' });
    await user.type(search, 'TORTS');
    expect(await screen.findByRole('heading', { name: 'Torts and Tea' })).toBeTruthy();
    expect(titles()).toEqual(['Torts and Tea']);
    // One request once the typing pauses, not one per key.
    expect(fetched).toEqual(['/api/podcast/archived?q=TORTS&page=1&limit=24']);
    expect(asked.at(-1)).toEqual({ q: 'TORTS', page: 1, limit: 24 });
    // The address says the search (from page 1), replaced so Back leaves the page.
    expect(window.location.pathname + window.location.search).toBe('/podcast?q=TORTS');
    expect(window.history.length).toBe(historyLength);
    // The box kept what was typed and its focus through the search.
    expect(search).toHaveValue('TORTS');
    expect(document.activeElement).toBe(search);

    await user.clear(search);
    await user.type(search, 'bello');
    expect(await screen.findByRole('heading', { name: 'Episode 1' })).toBeTruthy();
    expect(titles()).toEqual(['Episode 1']);
    expect(fetched.at(-1)).toBe('/api/podcast/archived?q=bello&page=1&limit=24');
    expect(window.location.search).toBe('?q=bello');
  });

  it('does not stay busy when the words go back to the search shown while a search is on its way', async () => {
    const user = userEvent.setup();
    renderAt('/podcast');
    const search = await screen.findByRole('searchbox', { name: 'Search episodes' });
    // The search's answer never arrives.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const busy = () => document.querySelector('[aria-busy]')?.getAttribute('aria-busy');
    await user.type(search, 'x');
    await waitFor(() => expect(busy()).toBe('true'));
    await user.clear(search);
    await waitFor(() => expect(busy()).toBe('false'));
    expect(titles()).toHaveLength(24);
  });

  it('keeps the search in the page links and says so when nothing matches', async () => {
    renderAt('/podcast?q=episode');
    await screen.findByRole('heading', { name: 'Episode 1' });
    const nav = screen.getByRole('navigation', { name: 'Episode library pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/podcast?q=episode&page=2',
    );
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search episodes' });
    await user.clear(search);
    await user.type(search, 'admiralty');
    expect(await screen.findByText('No episodes found matching your search.')).toBeTruthy();
    expect(titles()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Episode library pages' })).toBeNull();
  });
});
