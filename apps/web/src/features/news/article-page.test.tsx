import type { PageMember } from '@lss/shared/members';
import type { Post } from '@lss/shared/posts';
import type { PublicDataSource } from '@lss/shared/public-data';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPublicRoute } from '#web/test/render-public-route.tsx';
import { articleLoader } from './article-loader.ts';
import { ArticlePage } from './article-page.tsx';

// Issue 27, decision 031: a members-only article shows its title, cover and excerpt to everyone,
// its body to a verified member, and to anyone else a panel saying how to read it.

const BODY = '<p>The zygomorphic clause decides every tenancy dispute.</p>';
const LOCKED: Post = {
  _id: 'p1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  title: 'Members Brief on Tenancy',
  slug: 'members-brief',
  coverImageUrl: '/uploads/0123456789abcdef0123456789abcdef_1200x600.png',
  coverImageAlt: 'The Faculty of Law',
  contentBody: BODY,
  excerpt: 'A guide to tenancy disputes, for members.',
  byline: null,
  author: { _id: 'u1', fullName: 'Ada Admin' },
  publishedAt: '2026-11-20T10:00:00.000Z',
  status: 'published',
  membersOnly: true,
  reviewRequestedAt: null,
};
const POSTS: Record<string, Post> = {
  [LOCKED.slug]: LOCKED,
  'no-excerpt': { ...LOCKED, slug: 'no-excerpt', excerpt: null },
  open: { ...LOCKED, slug: 'open', title: 'Open Letter', membersOnly: false },
};

/** What the loader asked for, and answers as the server does: a members-only body only when asked for. */
let asked: { forVerifiedMember?: boolean } | undefined;
const data = {
  publishedPost: async (slug: string, options?: { forVerifiedMember?: boolean }) => {
    asked = options;
    const post = POSTS[slug];
    if (!post) return null;
    return post.membersOnly && !options?.forVerifiedMember ? { ...post, contentBody: '' } : post;
  },
} as PublicDataSource;

const member = (status: PageMember['status']): PageMember => ({
  firstName: 'Ada',
  fullName: 'Ada Obi',
  email: 'ada@students.unilorin.edu.ng',
  status,
});

async function renderArticle(slug: string, reader: PageMember | null = null) {
  renderPublicRoute(
    { path: '/news/:slug', element: <ArticlePage />, loader: articleLoader },
    data,
    `/news/${slug}`,
    reader,
  );
  await screen.findByRole('heading', { level: 1 });
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const panel = () => screen.queryByRole('region', { name: 'This article is for members' });

beforeEach(() => {
  asked = undefined;
});

describe('a members-only article', () => {
  it('shows a visitor the title, cover, excerpt and a way in (sign in, join), never the body', async () => {
    await renderArticle(LOCKED.slug);
    expect(asked).toEqual({ forVerifiedMember: false });
    expect(screen.getByRole('heading', { level: 1, name: LOCKED.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The Faculty of Law' })).toBeInTheDocument();
    expect(screen.getByText(LOCKED.excerpt!)).toBeInTheDocument();
    expect(screen.getByText('Members only')).toBeInTheDocument();

    const region = panel()!;
    expect(within(region).getByText('Sign in as a member to read this article.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/members/sign-in');
    expect(within(region).getByRole('link', { name: 'Join the Society' })).toHaveAttribute('href', '/join');
    expect(document.body.textContent).not.toContain('zygomorphic');
  });

  it('describes itself to link previews by its excerpt, or its title without one, never by its body', async () => {
    await renderArticle(LOCKED.slug);
    expect(meta('meta[name="description"]')).toBe(LOCKED.excerpt);
    expect(meta('meta[property="og:description"]')).toBe(LOCKED.excerpt);
    expect(meta('meta[name="twitter:description"]')).toBe(LOCKED.excerpt);
  });

  it('falls back to the title, not the body, when it has no excerpt, even for a verified member', async () => {
    await renderArticle('no-excerpt', member('verified'));
    expect(screen.getByText('The zygomorphic clause decides every tenancy dispute.')).toBeInTheDocument();
    expect(meta('meta[name="description"]')).toBe(LOCKED.title);
    expect(meta('meta[property="og:description"]')).toBe(LOCKED.title);
  });

  it('tells a signed-in member the society has not verified yet why it stays closed', async () => {
    for (const status of ['pending', 'active'] as const) {
      await renderArticle(LOCKED.slug, member(status));
      expect(asked).toEqual({ forVerifiedMember: false });
      const region = panel()!;
      expect(region).toHaveTextContent('the society must verify your membership before you can read');
      expect(within(region).getByRole('link', { name: 'My account' })).toHaveAttribute(
        'href',
        '/members/account',
      );
      expect(within(region).queryByRole('link', { name: 'Sign in' })).toBeNull();
      expect(document.body.textContent).not.toContain('zygomorphic');
      document.body.innerHTML = '';
    }
  });

  it('tells a lapsed member it opens again once the society verifies them', async () => {
    await renderArticle(LOCKED.slug, member('lapsed'));
    expect(panel()).toHaveTextContent('Your membership has lapsed.');
  });

  it('gives a verified member the whole article, still flagged, without the panel', async () => {
    await renderArticle(LOCKED.slug, member('verified'));
    expect(asked).toEqual({ forVerifiedMember: true });
    expect(screen.getByText('The zygomorphic clause decides every tenancy dispute.')).toBeInTheDocument();
    expect(screen.getByText('Members only')).toBeInTheDocument();
    expect(panel()).toBeNull();
  });
});

describe('an article for everyone', () => {
  it('shows its body with no flag and no panel', async () => {
    await renderArticle('open');
    expect(screen.getByText('The zygomorphic clause decides every tenancy dispute.')).toBeInTheDocument();
    expect(screen.queryByText('Members only')).toBeNull();
    expect(panel()).toBeNull();
  });
});

describe('an article that is not there', () => {
  it('says so in the heading and the title, is not indexed, and leads back to the news', async () => {
    await renderArticle('no-such-post');
    expect(screen.getByRole('heading', { level: 1, name: 'Post Not Found.' })).toBeInTheDocument();
    expect(document.title).toBe(`Post Not Found | ${DEFAULT_SITE_SETTINGS.societyName}`);
    expect(meta('meta[name="description"]')).toBe('Post Not Found.');
    expect(meta('meta[name="robots"]')).toMatch(/noindex/);
    expect(screen.getByRole('link', { name: /Back to News & Publications/ })).toHaveAttribute(
      'href',
      '/news',
    );
  });
});
