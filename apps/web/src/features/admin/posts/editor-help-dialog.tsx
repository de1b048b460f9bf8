import { useId } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';

const SHORTCUTS = [
  ['Bold', 'Ctrl/⌘ + B'],
  ['Italic', 'Ctrl/⌘ + I'],
  ['Underline', 'Ctrl/⌘ + U'],
  ['Link', 'Ctrl/⌘ + K'],
  ['Undo', 'Ctrl/⌘ + Z'],
  ['Redo', 'Ctrl/⌘ + Shift + Z'],
  ['Heading 2 / 3 / 4', 'Ctrl/⌘ + Alt + 2 / 3 / 4'],
  ['Bulleted list', 'Ctrl/⌘ + Shift + 8'],
  ['Numbered list', 'Ctrl/⌘ + Shift + 7'],
  ['Increase / decrease indent (in a list)', 'Tab / Shift + Tab'],
  ['Leave the editor', 'Escape, then Tab'],
] as const;

/** The toolbar's Help: how to write, and the keyboard shortcuts. */
export function EditorHelpDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-sm border-t-4 border-gold bg-card p-6 shadow-2xl"
    >
      <h2 id={titleId} className="text-xl font-bold">
        Editor help
      </h2>
      <p className="mt-2 text-sm text-muted">
        Write as in a word processor. Select text, then use the toolbar or the menus above it. Keyboard
        shortcuts:
      </p>
      <dl className="mt-4 divide-y divide-rule text-sm">
        {SHORTCUTS.map(([action, keys]) => (
          <div key={action} className="flex justify-between gap-4 py-2">
            <dt>{action}</dt>
            <dd className="font-mono text-xs text-navy">{keys}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 text-right">
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-sm border border-navy bg-navy px-5 text-sm font-semibold text-parchment"
        >
          Close
        </button>
      </div>
    </Dialog>
  );
}
