import type { Episode } from '@lss/shared/podcast';
import type { PostSummary } from '@lss/shared/post-summary';
import type { PublicDataSource } from '@lss/shared/public-data';
import type { SiteSettings } from '@lss/shared/settings';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fallbackSettings, SiteProvider } from '#web/lib/site-context.ts';
import { homeLoader } from './home-loader.ts';
import { HomePage } from './home-page.tsx';

const post = (n: number): PostSummary =>
  ({
    _id: `post-${n}`,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    title: `Moot court report ${n}`,
    slug: `moot-${n}`,
    coverImageUrl: null,
    excerpt: `What happened at moot ${n}, cut at a word…`,
    author: { _id: null, fullName: 'Ada Obi' },
    publishedAt: `2026-11-0${n}T10:00:00.000Z`,
    status: 'published',
    reviewRequestedAt: null,
  }) as PostSummary;

const EPISODE: Episode = {
  _id: 'ep-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  title: 'Tort law after hours',
  description: 'A long description the home page has no use for.',
  guestName: 'Prof. Bola Ade',
  // 18:00 UTC is 7:00 PM in Lagos, the society's clock.
  episodeDate: '2026-12-05T18:00:00.000Z',
  xSpaceUrl: 'https://x.com/i/spaces/1',
  status: 'Upcoming',
};

type Content = { posts?: PostSummary[]; episode?: Episode | null; failing?: boolean };

function source({ posts = [], episode = null, failing = false }: Content) {
  const asked: unknown[] = [];
  const data = {
    featuredExecutives: async () => [],
    featuredEvent: async () => null,
    publishedPosts: async (request) => {
      asked.push(request);
      if (failing) throw new Error('database down');
      return { items: posts.slice(0, request.limit), page: 1, limit: request.limit, total: posts.length };
    },
    upcomingEpisode: async () => {
      if (failing) throw new Error('database down');
      return episode;
    },
  } as Partial<PublicDataSource> as PublicDataSource;
  return { data, asked };
}

async function renderHome(content: Content, identity: Partial<SiteSettings> = {}) {
  const { data } = source(content);
  const settings = { ...(await fallbackSettings()), ...identity };
  const router = createMemoryRouter(
    [{ path: '/', element: <HomePage />, loader: homeLoader({ data, publicUrl: '', member: null }) }],
    { initialEntries: ['/'] },
  );
  render(
    <SiteProvider value={{ settings, publicUrl: 'http://localhost', member: null }}>
      <RouterProvider router={router} />
    </SiteProvider>,
  );
  await screen.findByText('NEXT UP');
}

const HERO = '/uploads/0123456789abcdef0123456789abcdef_2400x1350.jpg';
const LOGO = '/uploads/fedcba9876543210fedcba9876543210_320x320.png';

describe('the home page', () => {
  it("shows the three newest posts and the next Law & Vibes episode on the society's clock", async () => {
    await renderHome({ posts: [post(1), post(2), post(3), post(4)], episode: EPISODE });

    const latest = screen.getByRole('region', { name: 'Latest from the Society' });
    const articles = within(latest).getAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(within(articles[0]!).getByRole('link', { name: 'Moot court report 1' })).toHaveAttribute(
      'href',
      '/news/moot-1',
    );
    expect(within(articles[0]!).getByText('November 1, 2026')).toBeTruthy();
    expect(within(articles[0]!).getByText('What happened at moot 1, cut at a word…')).toBeTruthy();
    expect(within(latest).queryByText('Moot court report 4')).toBeNull();
    expect(within(latest).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');

    const next = screen.getByRole('region', { name: 'Tort law after hours' });
    expect(within(next).getByText('Next Episode: Law & Vibes')).toBeTruthy();
    expect(within(next).getByText('Featuring: Prof. Bola Ade')).toBeTruthy();
    expect(within(next).getByText('December 5, 2026 · 7:00 PM')).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'Go to the Podcast' })).toHaveAttribute('href', '/podcast');
  });

  it('leaves both blocks out when there is nothing to show, or their data cannot be read; the spec blocks stay', async () => {
    for (const content of [{}, { posts: [post(1)], episode: EPISODE, failing: true }]) {
      await renderHome(content);
      expect(screen.queryByText('Latest from the Society')).toBeNull();
      expect(screen.queryByText('Next Episode: Law & Vibes')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Salus Populi Suprema Lex' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Discover Our Mission' })).toHaveAttribute('href', '/about');
      expect(screen.getByText('Academic Excellence')).toBeTruthy();
      expect(screen.getByText('NEXT UP')).toBeTruthy();
      expect(
        screen.getByRole('heading', { name: 'Be part of a tradition of advocacy and learning' }),
      ).toBeTruthy();
      cleanup();
    }
  });

  it('asks for three posts and keeps only summaries in the page data', async () => {
    const { data, asked } = source({ posts: [post(1), post(2), post(3)], episode: EPISODE });
    const loaded = await homeLoader({ data, publicUrl: '', member: null })();
    expect(asked).toEqual([{ page: 1, limit: 3 }]);
    const json = JSON.stringify(loaded);
    expect(json).not.toContain('A long description the home page has no use for.');
    expect(json).not.toContain('Ada Obi');
    expect(json).not.toContain('x.com/i/spaces');
  });

  it('shows the hero photograph under a veil and the logo, and the drawn crest without them', async () => {
    await renderHome({}, { heroImageUrl: HERO, logoUrl: LOGO });
    const hero = screen.getByRole('region', { name: 'Salus Populi Suprema Lex' });
    const pictures = hero.querySelectorAll('img');
    expect([...pictures].map((img) => img.getAttribute('src'))).toEqual([HERO, LOGO]);
    expect(pictures[0]).toHaveAttribute('alt', '');
    expect(pictures[0]?.getAttribute('srcset')).toContain('_960w.webp 960w');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(hero.className).not.toContain('hatch');
    cleanup();

    await renderHome({});
    const plain = screen.getByRole('region', { name: 'Salus Populi Suprema Lex' });
    expect(plain.querySelectorAll('img')).toHaveLength(0);
    expect(plain.querySelector('svg')).not.toBeNull();
    expect(plain.className).toContain('hatch');
  });

  it("uses the hero image, else the logo, as the home page's link-preview picture", async () => {
    const og = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');
    await renderHome({}, { heroImageUrl: HERO, logoUrl: LOGO });
    expect(og()).toBe(`http://localhost${HERO}`);
    cleanup();
    await renderHome({}, { logoUrl: LOGO });
    expect(og()).toBe(`http://localhost${LOGO}`);
    cleanup();
    await renderHome({});
    expect(og()).toMatch(/og-default.*\.png$/);
  });
});
