import { type Page, type PageRequest, slicePage } from '@lss/shared/pagination';
import type { PostSummary } from '@lss/shared/post-summary';
import type { PublicDataSource } from '@lss/shared/public-data';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicRoute } from '#web/test/render-public-route.tsx';
import { newsLoader } from './news-loader.ts';
import { NewsPage } from './news-page.tsx';

/** 23 published posts, newest first, as the API pages them. */
const POSTS: PostSummary[] = Array.from({ length: 23 }, (_, index) => ({
  _id: `id-${index + 1}`,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  title: `Post ${index + 1}`,
  slug: `post-${index + 1}`,
  coverImageUrl: null,
  excerpt: `The start of post ${index + 1}, cut at a word…`,
  author: { _id: null, fullName: 'Ada Obi' },
  // The newest names its student author.
  byline: index === 0 ? 'Amaka Obi, 300L' : null,
  publishedAt: '2026-01-01T10:00:00.000Z',
  status: 'published',
  membersOnly: false,
  reviewRequestedAt: null,
}));

const asked: PageRequest[] = [];
const data = {
  publishedPosts: async (request: PageRequest): Promise<Page<PostSummary>> => {
    asked.push(request);
    return slicePage(POSTS, request);
  },
} as PublicDataSource;

function renderAt(url: string) {
  renderPublicRoute({ path: '/news', element: <NewsPage />, loader: newsLoader }, data, url);
}

const headLink = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');
const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the news list', () => {
  it('shows ten posts a page with their excerpts, the newest as the lead, and links to the next page', async () => {
    renderAt('/news');
    expect(await screen.findByText('Post 1')).toBeTruthy();
    expect(titles()).toEqual(POSTS.slice(0, 10).map((post) => post.title));
    expect(screen.getByText('The start of post 1, cut at a word…')).toBeTruthy();
    // A student author's byline stands in for the account's name (issue 16).
    expect(screen.getByText('By Amaka Obi, 300L')).toBeTruthy();
    expect(screen.getAllByText('By Ada Obi')).toHaveLength(9);
    expect(asked.at(-1)).toEqual({ page: 1, limit: 10 });
    const nav = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/news?page=2');
    expect(headLink('next')).toBe('/news?page=2');
    expect(headLink('prev')).toBeUndefined();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/news',
    );
  });

  it('?page=2 shows the next ten, with rel=prev and rel=next in the head', async () => {
    renderAt('/news?page=2');
    expect(await screen.findByText('Post 11')).toBeTruthy();
    expect(titles()).toEqual(POSTS.slice(10, 20).map((post) => post.title));
    expect(headLink('prev')).toBe('/news');
    expect(headLink('next')).toBe('/news?page=3');
    expect(document.title).toContain('News & Publications (page 2)');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/news?page=2',
    );
  });

  it('a page past the end says where the news ends and links there', async () => {
    renderAt('/news?page=7');
    const link = await screen.findByRole('link', { name: 'Go to page 3' });
    expect(link.getAttribute('href')).toBe('/news?page=3');
    expect(screen.getByText(/The news ends on page 3/)).toBeTruthy();
  });
});
