import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MaterialFiltersForm } from './material-filters.tsx';

function setup(initialUrl: string) {
  const router = createMemoryRouter([{ path: '/materials', Component: MaterialFiltersForm }], {
    initialEntries: [initialUrl],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), search: () => router.state.location.search };
}

describe('MaterialFiltersForm', () => {
  it('offers All plus every level and every type', () => {
    setup('/materials');
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

  it('puts the chosen filters in the address, and drops them again for All', async () => {
    const { user, search } = setup('/materials');
    await user.selectOptions(screen.getByLabelText('Level'), '300L');
    expect(search()).toBe('?level=300L');
    await user.selectOptions(screen.getByLabelText('Type of Material'), 'Past Question');
    expect(new URLSearchParams(search()).get('materialType')).toBe('Past Question');
    expect(new URLSearchParams(search()).get('level')).toBe('300L');
    await user.selectOptions(screen.getByLabelText('Level'), 'all');
    expect(search()).toBe('?materialType=Past+Question');
  });

  it('shows the filters of a shared link, ignoring unknown values', () => {
    setup('/materials?level=500L&materialType=Nonsense');
    expect(screen.getByLabelText('Level')).toHaveValue('500L');
    expect(screen.getByLabelText('Type of Material')).toHaveValue('all');
  });
});
