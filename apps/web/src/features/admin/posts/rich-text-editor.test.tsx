import { editorMessages } from '@lss/shared/post-messages';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubLayoutForTipTap } from '../test/render-admin.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/** How often each toolbar glyph has rendered: a toolbar render renders every one of its icons. */
const iconRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('./editor-icons.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./editor-icons.tsx')>();
  return {
    ...original,
    Icon: (props: Parameters<typeof original.Icon>[0]) => {
      iconRenders.set(props.name, (iconRenders.get(props.name) ?? 0) + 1);
      return original.Icon(props);
    },
  };
});

/** The editor as the post form holds it: every change goes back in as the new value. */
function PostBody({ initial = '<p>Start</p>' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="content-label">Content</span>
      <RichTextEditor value={value} onChange={setValue} labelId="content-label" />
    </>
  );
}

/** TipTap hangs its editor on the editable element; typing goes through it as keystrokes would. */
function editorOf(textbox: HTMLElement): Editor {
  return (textbox as HTMLElement & { editor: Editor }).editor;
}

beforeAll(stubLayoutForTipTap);

// The first test also pays for loading TipTap on a busy machine.
describe('rich-text editor toolbar', { timeout: 20_000 }, () => {
  it('does not re-render while typing changes nothing it shows, and does when a mark turns on', async () => {
    render(<PostBody />);
    const textbox = screen.getByRole('textbox', { name: 'Content' });
    const editor = editorOf(textbox);
    const type = (text: string) => act(() => void editor.chain().focus('end').insertContent(text).run());

    type('a'); // The first change makes Undo possible: the toolbar shows that.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    const before = iconRenders.get('Bold') ?? 0;
    for (const letter of 'bcdefghij') type(letter);
    expect(iconRenders.get('Bold')).toBe(before);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(iconRenders.get('Bold')).toBeGreaterThan(before);
  });

  it('shows the same state in the menu bar: Format marks Bold as checked', async () => {
    render(<PostBody />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('menuitem', { name: 'Format' }));
    expect(screen.getByRole('menuitemcheckbox', { name: /Bold/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemcheckbox', { name: /Italic/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps the caret in the text when a formatting button is pressed, so typing goes on at once', async () => {
    render(<PostBody />);
    const user = userEvent.setup();
    const textbox = screen.getByRole('textbox', { name: 'Content' });
    textbox.focus();
    // Only the press: the editor, once clicked, would take the focus back a frame later by itself.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Bold' }) });
    expect(textbox).toHaveFocus();
    await user.pointer({ keys: '[/MouseLeft]' });
    // Dialogs are different: their button takes the focus, which comes back there when they close.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Help' }) });
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
  });

  it('opens Help in a dialog that Escape closes, focus back on Help', async () => {
    render(<PostBody />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('dialog', { name: 'Editor help' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
  });
});

describe('link dialog', { timeout: 20_000 }, () => {
  /** The editor inside a form, as on the post page. */
  function openEditor(initial?: string) {
    const submitted = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <PostBody initial={initial} />
      </form>,
    );
    const textbox = screen.getByRole('textbox', { name: 'Content' });
    return { textbox, editor: editorOf(textbox), user: userEvent.setup(), submitted };
  }

  it('links the selection from a labelled field: Enter applies, focus goes back to the text', async () => {
    const { textbox, editor, user, submitted } = openEditor();
    act(() => void editor.chain().focus().setTextSelection({ from: 1, to: 6 }).run());
    await user.click(screen.getByRole('button', { name: 'Link…' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert link' });
    const field = screen.getByLabelText('Link address');
    expect(dialog).toContainElement(field);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('https://');
    await user.clear(field);
    await user.type(field, 'lss.example.org/about{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.getHTML()).toMatch(/<a [^>]*href="https:\/\/lss\.example\.org\/about"[^>]*>Start<\/a>/);
    expect(textbox).toHaveFocus();
    // Enter in the dialog applies the link; it never saves the post around the editor.
    expect(submitted).not.toHaveBeenCalled();
  });

  it('Escape cancels without touching the text, focus back in the editor', async () => {
    const { textbox, editor, user } = openEditor();
    act(() => void editor.chain().focus().setTextSelection({ from: 1, to: 6 }).run());
    await user.click(screen.getByRole('button', { name: 'Link…' }));
    await user.type(screen.getByLabelText('Link address'), 'example.org');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.getHTML()).toBe('<p>Start</p>');
    expect(textbox).toHaveFocus();
  });

  it('opens with Ctrl+K on a link, shows its address, and an empty address removes the link', async () => {
    const { textbox, editor, user } = openEditor(
      '<p>See <a href="https://x.com/unilawrin_">our page</a> now</p>',
    );
    act(() => void editor.chain().focus().setTextSelection(8).run());
    // TipTap moves the focus on the next animation frame; the shortcut is typed into the text.
    await waitFor(() => expect(textbox).toHaveFocus());
    await user.keyboard('{Control>}k{/Control}');
    // The editor's key handler opens it through React state: it shows on the next render.
    expect(await screen.findByRole('dialog', { name: 'Edit link' })).toBeInTheDocument();
    const field = screen.getByLabelText('Link address');
    expect(field).toHaveValue('https://x.com/unilawrin_');
    await user.clear(field);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editor.getHTML()).toBe('<p>See our page now</p>');
    expect(textbox).toHaveFocus();
  });

  it('refuses a javascript: address with a message, and keeps the dialog open', async () => {
    const { editor, user } = openEditor();
    act(() => void editor.chain().focus().setTextSelection({ from: 1, to: 6 }).run());
    await user.click(screen.getByRole('button', { name: 'Link…' }));
    const field = screen.getByLabelText('Link address');
    await user.clear(field);
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(editorMessages.linkNotAllowed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Insert link' })).toBeInTheDocument();
    expect(editor.getHTML()).toBe('<p>Start</p>');
  });
});
