import { type Editor, useEditorState } from '@tiptap/react';
import { memo } from 'react';
import {
  EDITOR_COMMANDS,
  type EditorCommand,
  type EditorUi,
  selectCommandStates,
} from './editor-commands.ts';
import { commandMenuItem, EditorMenu } from './editor-menu.tsx';

const MENUS: readonly NonNullable<EditorCommand['menu']>[] = ['Edit', 'Format', 'Insert'];

const menuButtonClass =
  'inline-flex h-8 items-center rounded-sm px-2.5 text-sm font-semibold text-navy hover:bg-parchment aria-expanded:bg-parchment';

/** Left and right arrows move between the menu bar's menus (WAI-ARIA menubar pattern). */
function moveAlongMenubar(event: React.KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(':scope > div > [role="menuitem"]'),
  );
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  items[(index + step + items.length) % items.length]?.focus();
}

/** The menu bar above the toolbar: Edit, Format and Insert, from the same commands table. */
export const EditorMenuBar = memo(function EditorMenuBar({ editor, ui }: { editor: Editor; ui: EditorUi }) {
  const states = useEditorState({ editor, selector: selectCommandStates });
  return (
    <div
      role="menubar"
      aria-label="Editor menu"
      className="flex gap-1 border-b border-rule bg-paper px-2 py-1"
      onKeyDown={moveAlongMenubar}
    >
      {MENUS.map((menu) => (
        <EditorMenu
          key={menu}
          label={menu}
          items={EDITOR_COMMANDS.filter((command) => command.menu === menu).map((command) =>
            commandMenuItem(command, editor, ui, states),
          )}
          buttonClassName={menuButtonClass}
          inMenubar
        />
      ))}
    </div>
  );
});
