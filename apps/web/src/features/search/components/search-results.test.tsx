import type { SearchResults as Results, SearchHit } from '@lss/shared/search';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchResults } from './search-results.tsx';

const hit = (
  kind: SearchHit['kind'],
  title: string,
  url: string,
  snippet: SearchHit['snippet'],
): SearchHit => ({
  _id: `${kind}-${title}`,
  kind,
  title,
  url,
  date: '2026-03-14T15:00:00.000Z',
  snippet,
});

function renderResults(results: Results) {
  const router = createMemoryRouter([{ path: '/', element: <SearchResults results={results} /> }]);
  render(<RouterProvider router={router} />);
}

describe('SearchResults', () => {
  it('groups hits by kind in the site order, links titles and marks the matched words', () => {
    renderResults({
      query: 'tort',
      total: 3,
      posts: [
        hit('posts', 'The law of tort', '/news/law-of-tort', [
          { text: 'An essay on ', match: false },
          { text: 'tort', match: true },
          { text: ' and duty.', match: false },
        ]),
      ],
      events: [hit('events', 'Tort moot', '/events/abc', [{ text: 'Tort', match: true }])],
      materials: [],
      episodes: [hit('episodes', 'Torts on air', '/podcast', [])],
    });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['News & Publications', 'Events', 'Podcast']);
    expect(screen.getByRole('link', { name: 'The law of tort' })).toHaveAttribute(
      'href',
      '/news/law-of-tort',
    );
    const posts = screen.getByRole('region', { name: 'News & Publications' });
    const marks = posts.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['tort']);
    expect(within(posts).getByText('March 14, 2026')).toBeInTheDocument();
  });

  it('renders snippet pieces as text, never as HTML', () => {
    renderResults({
      query: 'x',
      total: 1,
      posts: [
        hit('posts', 'Hostile', '/news/hostile', [
          { text: '<img src=x onerror=alert(1)>', match: true },
          { text: '<b>bold</b>', match: false },
        ]),
      ],
      events: [],
      materials: [],
      episodes: [],
    });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>').tagName).toBe('MARK');
  });
});
