import type { Editor, EditorStateSnapshot } from '@tiptap/react';
import type { IconName } from './editor-icons.tsx';

/** What a command may need from the editor's surroundings (its dialogs live in React state). */
export type EditorUi = { openHelp: () => void; openLink: () => void };

export type EditorCommand = {
  id: string;
  /** The button's accessible name and the menu item's text. */
  label: string;
  /**
   * How the toolbar shows it: 'history' … 'tools' are icon buttons in that order, 'block' is the
   * Block type list, 'colour' the Text colour menu; 'menu-only' commands live in the menu bar alone.
   */
  group: 'history' | 'block' | 'marks' | 'colour' | 'align' | 'list' | 'tools' | 'menu-only';
  /** The toolbar button's glyph; a command without one is not a toolbar button. */
  icon?: IconName;
  /** The menu bar's menu that lists it. */
  menu?: 'Edit' | 'Format' | 'Insert';
  /** Shown beside it in the menu. */
  shortcut?: string;
  /** A text colour's value, shown as a swatch. */
  swatch?: string;
  /** Present for toggles and choices: pressed in the toolbar, checked in the menu. */
  isActive?: (editor: Editor) => boolean;
  isEnabled?: (editor: Editor) => boolean;
  /** Opens a dialog: its button takes the focus, so the focus can come back to it on close. */
  opensDialog?: true;
  run: (editor: Editor, ui: EditorUi) => void;
};

/** Colours that read well on the article's parchment page, in the site's own palette. */
const TEXT_COLOURS = [
  { name: 'Navy', value: '#1d2d44' },
  { name: 'Gold', value: '#6f5a2c' },
  { name: 'Burgundy', value: '#8a1c2b' },
  { name: 'Green', value: '#1f5a2b' },
  { name: 'Grey', value: '#4b5566' },
] as const;

const chain = (editor: Editor) => editor.chain().focus();
const textColour = (editor: Editor) =>
  (editor.getAttributes('textStyle').color as string | undefined)?.toLowerCase();
const inList = (editor: Editor) => editor.isActive('bulletList') || editor.isActive('orderedList');

type BlockLevel = 2 | 3 | 4;
const isBlockquote = (editor: Editor) => editor.isActive('blockquote');
const isHeading = (editor: Editor, level: BlockLevel) =>
  !isBlockquote(editor) && editor.isActive('heading', { level });

/** Leaves a quote first, so a quoted paragraph becomes a plain heading and not a quoted one. */
function setBlock(editor: Editor, block: 'paragraph' | 'blockquote' | BlockLevel) {
  const steps = chain(editor);
  if (block !== 'blockquote' && isBlockquote(editor)) steps.lift('blockquote');
  if (block === 'paragraph') steps.setParagraph().run();
  else if (block === 'blockquote') steps.setParagraph().setBlockquote().run();
  else steps.setHeading({ level: block }).run();
}

/**
 * Every command of the post editor, once: the toolbar and the menu bar both render from this table
 * (spec §2: undo/redo, blocks, bold, italic, colour, alignment, lists, indent, remove format, help).
 */
export const EDITOR_COMMANDS: readonly EditorCommand[] = [
  {
    id: 'undo',
    label: 'Undo',
    group: 'history',
    icon: 'Undo',
    menu: 'Edit',
    shortcut: 'Ctrl+Z',
    isEnabled: (editor) => editor.can().undo(),
    run: (editor) => chain(editor).undo().run(),
  },
  {
    id: 'redo',
    label: 'Redo',
    group: 'history',
    icon: 'Redo',
    menu: 'Edit',
    shortcut: 'Ctrl+Shift+Z',
    isEnabled: (editor) => editor.can().redo(),
    run: (editor) => chain(editor).redo().run(),
  },
  {
    id: 'select-all',
    label: 'Select all',
    group: 'menu-only',
    menu: 'Edit',
    shortcut: 'Ctrl+A',
    run: (editor) => chain(editor).selectAll().run(),
  },
  {
    id: 'bold',
    label: 'Bold',
    group: 'marks',
    icon: 'Bold',
    menu: 'Format',
    shortcut: 'Ctrl+B',
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => chain(editor).toggleBold().run(),
  },
  {
    id: 'italic',
    label: 'Italic',
    group: 'marks',
    icon: 'Italic',
    menu: 'Format',
    shortcut: 'Ctrl+I',
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => chain(editor).toggleItalic().run(),
  },
  {
    id: 'underline',
    label: 'Underline',
    group: 'menu-only',
    menu: 'Format',
    shortcut: 'Ctrl+U',
    isActive: (editor) => editor.isActive('underline'),
    run: (editor) => chain(editor).toggleUnderline().run(),
  },
  {
    id: 'strike',
    label: 'Strikethrough',
    group: 'menu-only',
    menu: 'Format',
    isActive: (editor) => editor.isActive('strike'),
    run: (editor) => chain(editor).toggleStrike().run(),
  },
  {
    id: 'paragraph',
    label: 'Paragraph',
    group: 'block',
    menu: 'Format',
    isActive: (editor) =>
      !isBlockquote(editor) && ![2, 3, 4].some((level) => isHeading(editor, level as BlockLevel)),
    run: (editor) => setBlock(editor, 'paragraph'),
  },
  ...([2, 3, 4] as const).map(
    (level): EditorCommand => ({
      id: `h${level}`,
      label: `Heading ${level}`,
      group: 'block',
      menu: 'Format',
      isActive: (editor) => isHeading(editor, level),
      run: (editor) => setBlock(editor, level),
    }),
  ),
  {
    id: 'blockquote',
    label: 'Quote',
    group: 'block',
    menu: 'Format',
    isActive: isBlockquote,
    run: (editor) => setBlock(editor, 'blockquote'),
  },
  {
    id: 'remove-formatting',
    label: 'Remove formatting',
    group: 'tools',
    icon: 'RemoveFormatting',
    menu: 'Format',
    run: (editor) => chain(editor).unsetAllMarks().clearNodes().run(),
  },
  {
    id: 'colour-default',
    label: 'Default colour',
    group: 'colour',
    isActive: (editor) => !textColour(editor),
    run: (editor) => chain(editor).unsetColor().run(),
  },
  ...TEXT_COLOURS.map(
    (colour): EditorCommand => ({
      id: `colour-${colour.name.toLowerCase()}`,
      label: colour.name,
      group: 'colour',
      swatch: colour.value,
      isActive: (editor) => textColour(editor) === colour.value,
      run: (editor) => chain(editor).setColor(colour.value).run(),
    }),
  ),
  ...(
    [
      ['left', 'Align left', 'AlignLeft'],
      ['center', 'Align center', 'AlignCenter'],
      ['right', 'Align right', 'AlignRight'],
      ['justify', 'Justify', 'Justify'],
    ] as const
  ).map(
    ([alignment, label, icon]): EditorCommand => ({
      id: `align-${alignment}`,
      label,
      group: 'align',
      icon,
      isActive: (editor) => editor.isActive({ textAlign: alignment }),
      run: (editor) => chain(editor).setTextAlign(alignment).run(),
    }),
  ),
  {
    id: 'bullet-list',
    label: 'Bulleted list',
    group: 'list',
    icon: 'BulletedList',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => chain(editor).toggleBulletList().run(),
  },
  {
    id: 'ordered-list',
    label: 'Numbered list',
    group: 'list',
    icon: 'NumberedList',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => chain(editor).toggleOrderedList().run(),
  },
  {
    id: 'outdent',
    label: 'Decrease indent',
    group: 'list',
    icon: 'DecreaseIndent',
    isEnabled: (editor) => inList(editor) && editor.can().liftListItem('listItem'),
    run: (editor) => chain(editor).liftListItem('listItem').run(),
  },
  {
    id: 'indent',
    label: 'Increase indent',
    group: 'list',
    icon: 'IncreaseIndent',
    isEnabled: (editor) => inList(editor) && editor.can().sinkListItem('listItem'),
    run: (editor) => chain(editor).sinkListItem('listItem').run(),
  },
  {
    id: 'link',
    label: 'Link…',
    group: 'tools',
    icon: 'Link',
    menu: 'Insert',
    shortcut: 'Ctrl+K',
    opensDialog: true,
    run: (_editor, ui) => ui.openLink(),
  },
  {
    id: 'unlink',
    label: 'Remove link',
    group: 'menu-only',
    menu: 'Insert',
    isEnabled: (editor) => editor.isActive('link'),
    run: (editor) => chain(editor).unsetLink().run(),
  },
  {
    id: 'horizontal-rule',
    label: 'Horizontal line',
    group: 'menu-only',
    menu: 'Insert',
    run: (editor) => chain(editor).setHorizontalRule().run(),
  },
  {
    id: 'insert-quote',
    label: 'Quote',
    group: 'menu-only',
    menu: 'Insert',
    run: (editor) => chain(editor).toggleBlockquote().run(),
  },
  {
    id: 'help',
    label: 'Help',
    group: 'tools',
    icon: 'Help',
    opensDialog: true,
    run: (_editor, ui) => ui.openHelp(),
  },
];

/** Which commands are pressed (checked) and which cannot run now, keyed by id. */
export type CommandStates = { active: Record<string, boolean>; disabled: Record<string, boolean> };

/**
 * The selector for TipTap's useEditorState: the toolbar and the menu bar re-render only when one
 * of these changes (a new mark, a list entered), not on every keystroke.
 */
export function selectCommandStates({ editor }: EditorStateSnapshot<Editor>): CommandStates {
  const states: CommandStates = { active: {}, disabled: {} };
  for (const command of EDITOR_COMMANDS) {
    if (command.isActive) states.active[command.id] = command.isActive(editor);
    if (command.isEnabled) states.disabled[command.id] = !command.isEnabled(editor);
  }
  return states;
}
