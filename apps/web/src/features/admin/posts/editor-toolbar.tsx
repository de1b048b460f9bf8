import { type Editor, useEditorState } from '@tiptap/react';
import { Fragment, type MouseEvent, memo } from 'react';
import {
  type CommandStates,
  EDITOR_COMMANDS,
  type EditorCommand,
  type EditorUi,
  selectCommandStates,
} from './editor-commands.ts';
import { Icon } from './editor-icons.tsx';
import { commandMenuItem, EditorMenu } from './editor-menu.tsx';

const toolButtonClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-sm px-1.5 text-navy transition-colors hover:bg-parchment aria-pressed:bg-navy aria-pressed:text-parchment disabled:opacity-40 disabled:hover:bg-transparent';

/** The toolbar's groups in order, a divider between each. */
const GROUPS: readonly (readonly EditorCommand['group'][])[] = [
  ['history'],
  ['block'],
  ['marks', 'colour'],
  ['align'],
  ['list'],
  ['tools'],
];

const inGroup = (group: EditorCommand['group']) =>
  EDITOR_COMMANDS.filter((command) => command.group === group);

/**
 * A pressed button would take the focus from the text until the editor takes it back a frame later,
 * and what was typed in between went nowhere: the caret stays in the text instead.
 */
const keepFocusInText = (event: MouseEvent) => event.preventDefault();

function ToolButton({
  command,
  editor,
  ui,
  states,
}: {
  command: EditorCommand;
  editor: Editor;
  ui: EditorUi;
  states: CommandStates;
}) {
  if (!command.icon) return null;
  return (
    <button
      type="button"
      aria-label={command.label}
      title={command.label}
      aria-pressed={states.active[command.id]}
      disabled={states.disabled[command.id]}
      onMouseDown={command.opensDialog ? undefined : keepFocusInText}
      onClick={() => command.run(editor, ui)}
      className={toolButtonClass}
    >
      <Icon name={command.icon} />
    </button>
  );
}

function BlockType({ editor, ui, states }: { editor: Editor; ui: EditorUi; states: CommandStates }) {
  const blocks = inGroup('block');
  const current = blocks.find((block) => states.active[block.id]) ?? blocks[0];
  return (
    <select
      aria-label="Block type"
      value={current?.id}
      onChange={(event) => blocks.find((block) => block.id === event.target.value)?.run(editor, ui)}
      className="h-9 rounded-sm border border-rule bg-white px-2 text-sm text-navy"
    >
      {blocks.map((block) => (
        <option key={block.id} value={block.id}>
          {block.label}
        </option>
      ))}
    </select>
  );
}

function TextColour({ editor, ui, states }: { editor: Editor; ui: EditorUi; states: CommandStates }) {
  const colours = inGroup('colour');
  const current = colours.find((colour) => states.active[colour.id])?.swatch;
  return (
    <EditorMenu
      label="Text colour"
      icon={
        <span className="flex flex-col items-center">
          <Icon name="TextColour" />
          <span
            aria-hidden="true"
            className="-mt-0.5 h-1 w-4 rounded-full"
            style={{ background: current ?? '#1b2330' }}
          />
        </span>
      }
      items={colours.map((colour) => commandMenuItem(colour, editor, ui, states))}
      buttonClassName={toolButtonClass}
    />
  );
}

/**
 * The formatting toolbar. It reads the editor through useEditorState, so typing re-renders it only
 * when what it shows changes (a mark pressed, undo becoming possible), not on every keystroke.
 */
export const EditorToolbar = memo(function EditorToolbar({ editor, ui }: { editor: Editor; ui: EditorUi }) {
  const states = useEditorState({ editor, selector: selectCommandStates });
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b border-rule bg-white px-2 py-1.5"
    >
      {GROUPS.map((groups, index) => (
        <Fragment key={groups.join()}>
          {index > 0 ? <span aria-hidden="true" className="mx-1 h-6 w-px bg-rule" /> : null}
          {groups.map((group) =>
            group === 'block' ? (
              <BlockType key={group} editor={editor} ui={ui} states={states} />
            ) : group === 'colour' ? (
              <TextColour key={group} editor={editor} ui={ui} states={states} />
            ) : (
              inGroup(group).map((command) => (
                <ToolButton key={command.id} command={command} editor={editor} ui={ui} states={states} />
              ))
            ),
          )}
        </Fragment>
      ))}
    </div>
  );
});
