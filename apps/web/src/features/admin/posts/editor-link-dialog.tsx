import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Button } from '../ui/buttons.tsx';
import { readLinkAddress } from './link-address.ts';

/**
 * Sets, changes or removes the link on the editor's selection. Enter applies, Escape cancels; an
 * empty address removes the link; focus goes back to the text either way. With nothing selected,
 * the address itself is written in as the link's text.
 */
export function EditorLinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [linked] = useState(() => editor.isActive('link'));
  const [value, setValue] = useState(
    () => (editor.getAttributes('link').href as string | undefined) ?? 'https://',
  );
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const editorElement = useRef<HTMLElement | null>(editor.view.dom);
  // The dialog has just focused the field: select its text, so typing replaces it.
  useEffect(() => field.current?.select(), []);

  function removeLink() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  function apply() {
    const address = readLinkAddress(value);
    if ('error' in address) {
      setError(address.error);
      field.current?.focus();
      return;
    }
    if ('remove' in address) return removeLink();
    const { href } = address;
    const steps = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !linked) {
      steps.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      steps.setLink({ href }).run();
    }
    onClose();
  }

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={field}
      returnFocusTo={editorElement}
      className="w-full max-w-md rounded-sm border-t-4 border-gold bg-card p-6 shadow-2xl"
    >
      {/* Not a <form>: the editor sits in the post's form, and forms do not nest. */}
      <div>
        <h2 id={titleId} className="text-xl font-bold">
          {linked ? 'Edit link' : 'Insert link'}
        </h2>
        <label htmlFor={fieldId} className="mt-4 mb-1.5 block text-sm font-semibold text-navy">
          Link address
        </label>
        <input
          ref={field}
          id={fieldId}
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter applies here; it must not also submit the post's form around the editor.
            event.preventDefault();
            apply();
          }}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          className="field-input"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm font-semibold text-error">
            {error}
          </p>
        ) : (
          <p className="mt-1.5 text-sm text-muted">Leave it empty to remove the link.</p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {linked ? (
            <Button variant="ghost" onClick={removeLink}>
              Remove link
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>Apply</Button>
        </div>
      </div>
    </Dialog>
  );
}
