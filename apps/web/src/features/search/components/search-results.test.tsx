import type { SearchHit } from '@lss/shared/search';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchResults } from './search-results.tsx';

const hit = (
  kind: SearchHit['kind'],
  title: string,
  url: string,
  snippet: SearchHit['snippet'],
  date: string | null = '2026-03-14T15:00:00.000Z',
): SearchHit => ({ _id: `${kind}-${title}`, kind, title, url, date, snippet });

function renderResults(hits: SearchHit[], start = 1) {
  const router = createMemoryRouter([{ path: '/', element: <SearchResults hits={hits} start={start} /> }]);
  render(<RouterProvider router={router} />);
}

describe('SearchResults', () => {
  it('lists hits in the order given, each saying where it lives, titles linked, matches marked', () => {
    renderResults(
      [
        hit('events', 'Tort moot', '/events/abc', [{ text: 'Tort', match: true }]),
        hit('posts', 'The law of tort', '/news/law-of-tort', [
          { text: 'An essay on ', match: false },
          { text: 'tort', match: true },
          { text: ' and duty…', match: false },
        ]),
        hit('materials', 'Tort notes', '/uploads/0123456789abcdef0123456789abcdef.pdf', [], null),
      ],
      21,
    );
    const list = screen.getByRole('list', { name: 'Results' });
    expect(list).toHaveAttribute('start', '21');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Tort moot',
      'The law of tort',
      'Tort notes',
    ]);
    expect(items[0]).toHaveTextContent('Events · March 14, 2026');
    expect(items[1]).toHaveTextContent('News & Publications · March 14, 2026');
    expect(items[2]).toHaveTextContent(/^Materials/);
    expect(screen.getByRole('link', { name: 'The law of tort' })).toHaveAttribute(
      'href',
      '/news/law-of-tort',
    );
    expect(screen.getByRole('link', { name: 'Tort notes' })).toHaveAttribute(
      'href',
      '/uploads/0123456789abcdef0123456789abcdef.pdf',
    );
    const marks = items[1]?.querySelectorAll('mark') ?? [];
    expect([...marks].map((m) => m.textContent)).toEqual(['tort']);
    expect(items[1]).toHaveTextContent('An essay on tort and duty…');
  });

  it('renders snippet pieces as text, never as HTML', () => {
    renderResults([
      hit('posts', 'Hostile', '/news/hostile', [
        { text: '<img src=x onerror=alert(1)>', match: true },
        { text: 'Law &amp; Vibes <b>bold</b>', match: false },
      ]),
    ]);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>').tagName).toBe('MARK');
    // Text is shown as sent: decoding entities is the server's work, never the browser's HTML parser.
    expect(screen.getByText('Law &amp; Vibes <b>bold</b>')).toBeInTheDocument();
  });
});
