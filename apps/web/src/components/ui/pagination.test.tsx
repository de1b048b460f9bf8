import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

const href = (page: number) => (page > 1 ? `/search?q=law&page=${page}` : '/search?q=law');

function Results({ total }: { total: number }) {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? 1);
  return <Pagination page={page} total={total} limit={20} href={href} label="Search results pages" />;
}

function renderAt(path: string, total: number) {
  const router = createMemoryRouter([{ path: '/search', element: <Results total={total} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const headLink = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

describe('Pagination', () => {
  it('links every page it shows with a real address, the current one marked', () => {
    renderAt('/search?q=law&page=5', 200);
    const nav = screen.getByRole('navigation', { name: 'Search results pages' });
    // The gaps are hidden from screen readers, but seen.
    const names = [...nav.querySelectorAll('li')].map((item) => item.textContent);
    expect(names).toEqual([
      '← Previous',
      'Page 1',
      '…',
      'Page 4',
      'Page 5',
      'Page 6',
      '…',
      'Page 10',
      'Next →',
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?q=law');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/search?q=law&page=6');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/search?q=law&page=4',
    );
    expect(within(nav).getByText('5').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Page 5' })).toBeNull();
  });

  it('puts rel="prev" and rel="next" in the head, and follows them', async () => {
    const router = renderAt('/search?q=law&page=2', 45);
    expect(headLink('prev')).toBe('/search?q=law');
    expect(headLink('next')).toBe('/search?q=law&page=3');
    await userEvent.setup().click(screen.getByRole('link', { name: /Next/ }));
    expect(router.state.location.search).toBe('?q=law&page=3');
    expect(headLink('next')).toBeUndefined();
    expect(headLink('prev')).toBe('/search?q=law&page=2');
  });

  it('shows nothing for a list that fits on one page', () => {
    renderAt('/search?q=law', 20);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(headLink('next')).toBeUndefined();
  });
});
