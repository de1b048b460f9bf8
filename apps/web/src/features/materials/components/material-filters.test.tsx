import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from '../filters.ts';
import { MaterialFiltersForm } from './material-filters.tsx';

/**
 * The form as the materials page renders it for the address `search` (its loader reads the filter);
 * `sent` collects the fields the form is submitted with (the submission itself is stopped: jsdom
 * does not navigate).
 */
function setup(search: string) {
  render(<MaterialFiltersForm filter={filtersFromSearch(new URLSearchParams(search))} />);
  const form = screen.getByRole<HTMLFormElement>('form', { name: 'Filter materials' });
  const sent: Record<string, FormDataEntryValue>[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(Object.fromEntries(new FormData(form)));
  });
  return { form, sent, user: userEvent.setup() };
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

  it('choosing an option sends nothing (WCAG 3.2.2 On Input); Apply sends the chosen filters', async () => {
    const { user, sent } = setup('');
    await user.selectOptions(screen.getByLabelText('Level'), '300L');
    await user.selectOptions(screen.getByLabelText('Type of Material'), 'Past Question');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(sent).toEqual([{ level: '300L', materialType: 'Past Question' }]);
  });

  it('works by keyboard alone: Tab through the selects to Apply, Enter sends', async () => {
    const { user, sent } = setup('materialType=Handout');
    await user.tab();
    expect(screen.getByLabelText('Level')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Type of Material')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    expect(sent).toEqual([{ level: 'all', materialType: 'Handout' }]);
  });

  it('shows the filters of a shared link, ignoring unknown values', () => {
    setup('level=500L&materialType=Nonsense');
    expect(screen.getByLabelText('Level')).toHaveValue('500L');
    expect(screen.getByLabelText('Type of Material')).toHaveValue('all');
  });

  it('is rendered by the server as a plain GET form to /materials, its options chosen, with an Apply button', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MaterialFiltersForm
        filter={filtersFromSearch(new URLSearchParams('level=200L&materialType=Textbook'))}
      />,
    );
    const form = within(container).getByRole('form', { name: 'Filter materials' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/materials');
    expect(within(form).getByLabelText('Level')).toHaveAttribute('name', 'level');
    expect(within(form).getByLabelText('Type of Material')).toHaveAttribute('name', 'materialType');
    expect(within(form).getByRole('option', { name: '200L' })).toHaveAttribute('selected');
    expect(within(form).getByRole('option', { name: 'Textbook' })).toHaveAttribute('selected');
    expect(within(form).getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
  });
});
