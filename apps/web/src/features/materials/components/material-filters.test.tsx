import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { filtersFromSearch } from '../filters.ts';
import { MaterialFiltersForm } from './material-filters.island.tsx';

/** The island as the materials page renders it for the address `search` (its loader reads the filter). */
function setup(search: string) {
  const go = vi.fn<(href: string) => void>();
  render(<MaterialFiltersForm filter={filtersFromSearch(new URLSearchParams(search))} go={go} />);
  return { go, user: userEvent.setup() };
}

describe('MaterialFiltersForm', () => {
  it('offers All plus every level and every type', () => {
    setup('');
    const level = screen.getByLabelText('Level');
    const type = screen.getByLabelText('Type of Material');
    expect([...level.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All',
      '100L',
      '200L',
      '300L',
      '400L',
      '500L',
    ]);
    expect([...type.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All',
      'Lecture Note',
      'Past Question',
      'Handout',
      'Textbook',
    ]);
    expect(level).toHaveValue('all');
    expect(type).toHaveValue('all');
  });

  it('opens the view with the chosen filters in the address, from page 1, and drops them again for All', async () => {
    const { user, go } = setup('');
    await user.selectOptions(screen.getByLabelText('Level'), '300L');
    expect(go).toHaveBeenLastCalledWith('/materials?level=300L');
    await user.selectOptions(screen.getByLabelText('Type of Material'), 'Past Question');
    const address = new URL(go.mock.lastCall?.[0] ?? '', 'http://localhost');
    expect(address.pathname).toBe('/materials');
    expect(address.searchParams.get('materialType')).toBe('Past Question');
    expect(address.searchParams.get('level')).toBe('300L');
    expect(address.searchParams.has('page')).toBe(false);
    await user.selectOptions(screen.getByLabelText('Level'), 'all');
    expect(go).toHaveBeenLastCalledWith('/materials?materialType=Past+Question');
    expect(go).toHaveBeenCalledTimes(3);
  });

  it('shows the filters of a shared link, ignoring unknown values', () => {
    setup('level=500L&materialType=Nonsense');
    expect(screen.getByLabelText('Level')).toHaveValue('500L');
    expect(screen.getByLabelText('Type of Material')).toHaveValue('all');
  });

  it('is a plain GET form to /materials with an Apply button until it is hydrated', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MaterialFiltersForm filter={filtersFromSearch(new URLSearchParams('level=200L'))} />,
    );
    const form = within(container).getByRole('form', { name: 'Filter materials' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/materials');
    expect(within(form).getByLabelText('Level')).toHaveAttribute('name', 'level');
    expect(within(form).getByLabelText('Type of Material')).toHaveAttribute('name', 'materialType');
    expect(within(form).getByRole('option', { name: '200L' })).toHaveProperty('selected', true);
    expect(within(form).getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
  });

  it('is hydrated as the server rendered it, Apply and all: it loads as the visitor reaches for it', async () => {
    const container = document.createElement('div');
    const filter = filtersFromSearch(new URLSearchParams('materialType=Handout'));
    container.innerHTML = renderToString(<MaterialFiltersForm filter={filter} />);
    const sent = container.innerHTML;
    const go = vi.fn<(href: string) => void>();
    await act(async () => {
      hydrateRoot(container, <MaterialFiltersForm filter={filter} go={go} />);
    });
    expect(container.innerHTML).toBe(sent);
    await userEvent.setup().selectOptions(within(container).getByLabelText('Level'), '100L');
    expect(go).toHaveBeenCalledWith('/materials?level=100L&materialType=Handout');
  });
});
