import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { replayEarlierInput } from './earlier-input.ts';

const EMPTY = { name: '', message: '', level: 'all', agree: false, format: 'pdf', note: '' };

/** An island whose fields React holds (as the contact form's), and one it leaves to the page. */
function Form({ changed = () => {} }: { changed?: (field: string) => void }) {
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY, value: string | boolean) => {
    changed(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  return (
    <form>
      <input aria-label="Name" value={values.name} onChange={(event) => set('name', event.target.value)} />
      <textarea
        aria-label="Message"
        value={values.message}
        onChange={(event) => set('message', event.target.value)}
      />
      <select aria-label="Level" value={values.level} onChange={(event) => set('level', event.target.value)}>
        <option value="all">All</option>
        <option value="200L">200L</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={values.agree}
        onChange={(event) => set('agree', event.target.checked)}
      />
      {['pdf', 'doc'].map((format) => (
        <input
          key={format}
          type="radio"
          name="format"
          aria-label={format}
          value={format}
          checked={values.format === format}
          onChange={() => set('format', format)}
        />
      ))}
      <input aria-label="Note" name="note" defaultValue="" />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

/** The server's HTML of the island, hydrated after `before` (the visitor, before any script). */
async function hydrateAfter(before: (form: HTMLFormElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const form = container.querySelector('form') as HTMLFormElement;
  before(form);
  const changed = vi.fn<(field: string) => void>();
  await act(async () => {
    hydrateRoot(container, <Form changed={changed} />);
  });
  const state = () => JSON.parse(container.querySelector('output')?.textContent ?? '{}') as typeof EMPTY;
  return { form, container, changed, state };
}

const field = <T extends Element>(form: HTMLFormElement, label: string) =>
  form.querySelector(`[aria-label="${label}"]`) as T;

describe('replayEarlierInput', () => {
  it('tells the hydrated island what was typed and chosen before, leaving the page as the visitor left it', async () => {
    const { form, container, state } = await hydrateAfter((form) => {
      field<HTMLInputElement>(form, 'Name').value = 'Ada Obi';
      field<HTMLTextAreaElement>(form, 'Message').value = 'Typed before the script came.';
      field<HTMLSelectElement>(form, 'Level').value = '200L';
      field<HTMLInputElement>(form, 'Agree').checked = true;
      field<HTMLInputElement>(form, 'doc').checked = true;
      field<HTMLInputElement>(form, 'Note').value = 'kept by the page';
    });
    // React hydrated with what it rendered: it does not know yet.
    expect(state()).toEqual(EMPTY);

    await act(async () => replayEarlierInput(container));
    expect(state()).toEqual({
      name: 'Ada Obi',
      message: 'Typed before the script came.',
      level: '200L',
      agree: true,
      format: 'doc',
      note: '',
    });
    expect(field<HTMLInputElement>(form, 'Name').value).toBe('Ada Obi');
    expect(field<HTMLTextAreaElement>(form, 'Message').value).toBe('Typed before the script came.');
    expect(field<HTMLSelectElement>(form, 'Level').value).toBe('200L');
    expect(field<HTMLInputElement>(form, 'Agree').checked).toBe(true);
    expect(field<HTMLInputElement>(form, 'pdf').checked).toBe(false);
    expect(field<HTMLInputElement>(form, 'doc').checked).toBe(true);
    expect(field<HTMLInputElement>(form, 'Note').value).toBe('kept by the page');
  });

  it('keeps the caret where the visitor left it', async () => {
    const { form, container } = await hydrateAfter((form) => {
      const name = field<HTMLInputElement>(form, 'Name');
      name.value = 'Ada Obi';
      name.focus();
      name.setSelectionRange(3, 3);
    });
    await act(async () => replayEarlierInput(container));
    expect(field<HTMLInputElement>(form, 'Name').selectionStart).toBe(3);
  });

  it('says nothing when nothing was changed', async () => {
    const { container, changed, state } = await hydrateAfter(() => {});
    await act(async () => replayEarlierInput(container));
    expect(changed).not.toHaveBeenCalled();
    expect(state()).toEqual(EMPTY);
  });
});
