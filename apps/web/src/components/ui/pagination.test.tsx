import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PageLinkProps, Pagination } from './pagination.tsx';

const href = (page: number) => (page > 1 ? `/search?q=law&page=${page}` : '/search?q=law');

/** The list's pages as a page renders them: for each address a full page load, its own page number. */
function renderPage(page: number, total: number, extra: Partial<Parameters<typeof Pagination>[0]> = {}) {
  return render(
    <Pagination page={page} total={total} limit={20} href={href} label="Search results pages" {...extra} />,
  );
}

/** Stands in for the admin area's router link: marks the links it makes. */
const RouterLink = ({ href: to, className, children }: PageLinkProps) => (
  <a href={to} className={className} data-router-link="">
    {children}
  </a>
);

const headLink = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

describe('Pagination', () => {
  it('links every page it shows with a real address, the current one marked', () => {
    renderPage(5, 200);
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

  it('puts rel="prev" and rel="next" in the head, as each page of the list says them', () => {
    const { rerender } = renderPage(2, 45);
    expect(headLink('prev')).toBe('/search?q=law');
    expect(headLink('next')).toBe('/search?q=law&page=3');
    // The page the Next link opens: the last.
    rerender(<Pagination page={3} total={45} limit={20} href={href} label="Search results pages" />);
    expect(headLink('next')).toBeUndefined();
    expect(headLink('prev')).toBe('/search?q=law&page=2');
  });

  it('leaves the head alone when asked (an island, whose head the server wrote), the links still there', () => {
    renderPage(2, 45, { neighbours: false });
    expect(headLink('prev')).toBeUndefined();
    expect(headLink('next')).toBeUndefined();
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/search?q=law&page=3');
  });

  it('makes its links with the given component (the admin area’s router link)', () => {
    renderPage(2, 45, { linkAs: RouterLink });
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/search?q=law',
      '/search?q=law',
      '/search?q=law&page=3',
      '/search?q=law&page=3',
    ]);
    for (const link of links) expect(link).toHaveAttribute('data-router-link');
  });

  it('shows nothing for a list that fits on one page', () => {
    renderPage(1, 20);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(headLink('next')).toBeUndefined();
  });
});
