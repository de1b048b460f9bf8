import { RICH_TEXT_EDITOR_HEIGHT } from '@lss/shared/constants';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { EditorMenu, type MenuItem } from './editor-menu.tsx';
import './rich-text-editor.css';

/** Colours that read well on the article's parchment page, in the site's own palette. */
export const TEXT_COLOURS = [
  { name: 'Navy', value: '#1d2d44' },
  { name: 'Gold', value: '#6f5a2c' },
  { name: 'Burgundy', value: '#8a1c2b' },
  { name: 'Green', value: '#1f5a2b' },
  { name: 'Grey', value: '#4b5566' },
] as const;

const BLOCKS = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: 'h2', label: 'Heading 2' },
  { value: 'h3', label: 'Heading 3' },
  { value: 'h4', label: 'Heading 4' },
  { value: 'blockquote', label: 'Quote' },
] as const;
type Block = (typeof BLOCKS)[number]['value'];

function currentBlock(editor: Editor): Block {
  if (editor.isActive('blockquote')) return 'blockquote';
  for (const level of [2, 3, 4] as const) if (editor.isActive('heading', { level })) return `h${level}`;
  return 'paragraph';
}

function setBlock(editor: Editor, block: Block) {
  const chain = editor.chain().focus();
  if (block !== 'blockquote' && editor.isActive('blockquote')) chain.lift('blockquote');
  if (block === 'paragraph') chain.setParagraph().run();
  else if (block === 'blockquote') chain.setParagraph().setBlockquote().run();
  else chain.setHeading({ level: Number(block.slice(1)) as 2 | 3 | 4 }).run();
}

const icons: Record<string, ReactNode> = {
  Undo: <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />,
  Redo: <path d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />,
  Bold: <path d="M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z" strokeWidth="2.2" />,
  Italic: <path d="M14 4h-4M14 20h-4M14 4l-4 16M10 4h6M8 20h6" />,
  'Align left': <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />,
  'Align center': <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />,
  'Align right': <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />,
  Justify: <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />,
  'Bulleted list': <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth="2" />,
  'Numbered list': (
    <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1L3.5 19H6.5" />
  ),
  'Decrease indent': <path d="M11 6h9M11 10h9M11 14h9M4 18h16M7 9 4 12l3 3" />,
  'Increase indent': <path d="M11 6h9M11 10h9M11 14h9M4 18h16M4 9l3 3-3 3" />,
  'Remove formatting': <path d="M6 5h11M12 5l-4 14M4 20l16-16" />,
  Help: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  ),
  'Text colour': <path d="M6 16 11 4h2l5 12M8 12h8" />,
};

function Icon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-[18px] w-[18px]"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icons[name]}
    </svg>
  );
}

const toolButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-sm px-1.5 text-navy transition-colors hover:bg-parchment aria-pressed:bg-navy aria-pressed:text-parchment disabled:opacity-40 disabled:hover:bg-transparent';
const menuButton =
  'inline-flex h-8 items-center rounded-sm px-2.5 text-sm font-semibold text-navy hover:bg-parchment aria-expanded:bg-parchment';

function ToolButton({
  label,
  onClick,
  active,
  disabled,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className={toolButton}
    >
      <Icon name={label} />
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-rule" />;

const SHORTCUTS = [
  ['Bold', 'Ctrl/⌘ + B'],
  ['Italic', 'Ctrl/⌘ + I'],
  ['Underline', 'Ctrl/⌘ + U'],
  ['Undo', 'Ctrl/⌘ + Z'],
  ['Redo', 'Ctrl/⌘ + Shift + Z'],
  ['Heading 2 / 3 / 4', 'Ctrl/⌘ + Alt + 2 / 3 / 4'],
  ['Bulleted list', 'Ctrl/⌘ + Shift + 8'],
  ['Numbered list', 'Ctrl/⌘ + Shift + 7'],
  ['Increase / decrease indent (in a list)', 'Tab / Shift + Tab'],
  ['Leave the editor', 'Escape, then Tab'],
] as const;

function HelpDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    document.getElementById(`${titleId}-close`)?.focus();
    return () => previous?.focus?.();
  }, [titleId]);
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center bg-navy-deep/60 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
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
            id={`${titleId}-close`}
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-sm border border-navy bg-navy px-5 text-sm font-semibold text-parchment"
          >
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

function promptForLink(editor: Editor) {
  const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
  const url = window.prompt('Link address (https://…)', previous);
  if (url === null) return;
  if (url.trim() === '' || url.trim() === 'https://') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
}

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

type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * The post body editor (TipTap: MIT, self-hosted, no key, no network): a menu bar and a toolbar as
 * spec §2 lists, RICH_TEXT_EDITOR_HEIGHT pixels high, writing the HTML the server sanitises.
 */
export function RichTextEditor({ value, onChange, labelId, invalid, describedBy }: RichTextEditorProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  // What the editor itself last reported. The form's value can trail the editor by a render or
  // two while someone types fast (ProseMirror reads input after the key event), and such a value
  // must not be written back: it would drop the newest characters and the active bold/italic.
  const recentlyEmitted = useRef<string[]>([]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      TextStyle,
      Color,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Placeholder.configure({ placeholder: 'Write the post here…' }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: 'prose-lss min-h-full px-5 py-4 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      recentlyEmitted.current = [...recentlyEmitted.current.slice(-31), html];
      onChange(html);
    },
  });

  // A form reset (the stored post arriving) replaces the content; typing never comes back here.
  useEffect(() => {
    if (!editor || editor.isDestroyed || recentlyEmitted.current.includes(value)) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const inList = editor.isActive('bulletList') || editor.isActive('orderedList');
  const colour = editor.getAttributes('textStyle').color as string | undefined;

  const editMenu: MenuItem[] = [
    { label: 'Undo', aside: 'Ctrl+Z', disabled: !editor.can().undo(), onSelect: () => chain().undo().run() },
    {
      label: 'Redo',
      aside: 'Ctrl+Shift+Z',
      disabled: !editor.can().redo(),
      onSelect: () => chain().redo().run(),
    },
    { label: 'Select all', aside: 'Ctrl+A', onSelect: () => chain().selectAll().run() },
  ];
  const formatMenu: MenuItem[] = [
    {
      label: 'Bold',
      aside: 'Ctrl+B',
      checked: editor.isActive('bold'),
      onSelect: () => chain().toggleBold().run(),
    },
    {
      label: 'Italic',
      aside: 'Ctrl+I',
      checked: editor.isActive('italic'),
      onSelect: () => chain().toggleItalic().run(),
    },
    {
      label: 'Underline',
      aside: 'Ctrl+U',
      checked: editor.isActive('underline'),
      onSelect: () => chain().toggleUnderline().run(),
    },
    {
      label: 'Strikethrough',
      checked: editor.isActive('strike'),
      onSelect: () => chain().toggleStrike().run(),
    },
    ...BLOCKS.map((block) => ({
      label: block.label,
      checked: currentBlock(editor) === block.value,
      onSelect: () => setBlock(editor, block.value),
    })),
    { label: 'Remove formatting', onSelect: () => chain().unsetAllMarks().clearNodes().run() },
  ];
  const insertMenu: MenuItem[] = [
    { label: 'Link…', onSelect: () => promptForLink(editor) },
    { label: 'Remove link', disabled: !editor.isActive('link'), onSelect: () => chain().unsetLink().run() },
    { label: 'Horizontal line', onSelect: () => chain().setHorizontalRule().run() },
    { label: 'Quote', onSelect: () => chain().toggleBlockquote().run() },
  ];
  const colourMenu: MenuItem[] = [
    { label: 'Default colour', checked: !colour, onSelect: () => chain().unsetColor().run() },
    ...TEXT_COLOURS.map((entry) => ({
      label: entry.name,
      checked: colour?.toLowerCase() === entry.value,
      aside: (
        <span
          aria-hidden="true"
          className="inline-block h-3.5 w-3.5 rounded-full"
          style={{ background: entry.value }}
        />
      ),
      onSelect: () => chain().setColor(entry.value).run(),
    })),
  ];

  return (
    <div
      className={`flex flex-col overflow-hidden rounded-sm border bg-white focus-within:border-navy ${invalid ? 'border-error' : 'border-[#8f8467]'}`}
      style={{ height: RICH_TEXT_EDITOR_HEIGHT }}
    >
      <div
        role="menubar"
        aria-label="Editor menu"
        className="flex gap-1 border-b border-rule bg-paper px-2 py-1"
        onKeyDown={moveAlongMenubar}
      >
        <EditorMenu label="Edit" items={editMenu} buttonClassName={menuButton} inMenubar />
        <EditorMenu label="Format" items={formatMenu} buttonClassName={menuButton} inMenubar />
        <EditorMenu label="Insert" items={insertMenu} buttonClassName={menuButton} inMenubar />
      </div>
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-0.5 border-b border-rule bg-white px-2 py-1.5"
      >
        <ToolButton label="Undo" disabled={!editor.can().undo()} onClick={() => chain().undo().run()} />
        <ToolButton label="Redo" disabled={!editor.can().redo()} onClick={() => chain().redo().run()} />
        <Divider />
        <select
          aria-label="Block type"
          value={currentBlock(editor)}
          onChange={(event) => setBlock(editor, event.target.value as Block)}
          className="h-9 rounded-sm border border-rule bg-white px-2 text-sm text-navy"
        >
          {BLOCKS.map((block) => (
            <option key={block.value} value={block.value}>
              {block.label}
            </option>
          ))}
        </select>
        <Divider />
        <ToolButton
          label="Bold"
          active={editor.isActive('bold')}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          label="Italic"
          active={editor.isActive('italic')}
          onClick={() => chain().toggleItalic().run()}
        />
        <EditorMenu
          label="Text colour"
          icon={
            <span className="flex flex-col items-center">
              <Icon name="Text colour" />
              <span
                aria-hidden="true"
                className="-mt-0.5 h-1 w-4 rounded-full"
                style={{ background: colour ?? '#1b2330' }}
              />
            </span>
          }
          items={colourMenu}
          buttonClassName={toolButton}
        />
        <Divider />
        <ToolButton
          label="Align left"
          active={editor.isActive({ textAlign: 'left' })}
          onClick={() => chain().setTextAlign('left').run()}
        />
        <ToolButton
          label="Align center"
          active={editor.isActive({ textAlign: 'center' })}
          onClick={() => chain().setTextAlign('center').run()}
        />
        <ToolButton
          label="Align right"
          active={editor.isActive({ textAlign: 'right' })}
          onClick={() => chain().setTextAlign('right').run()}
        />
        <ToolButton
          label="Justify"
          active={editor.isActive({ textAlign: 'justify' })}
          onClick={() => chain().setTextAlign('justify').run()}
        />
        <Divider />
        <ToolButton
          label="Bulleted list"
          active={editor.isActive('bulletList')}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label="Numbered list"
          active={editor.isActive('orderedList')}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          label="Decrease indent"
          disabled={!inList || !editor.can().liftListItem('listItem')}
          onClick={() => chain().liftListItem('listItem').run()}
        />
        <ToolButton
          label="Increase indent"
          disabled={!inList || !editor.can().sinkListItem('listItem')}
          onClick={() => chain().sinkListItem('listItem').run()}
        />
        <Divider />
        <ToolButton label="Remove formatting" onClick={() => chain().unsetAllMarks().clearNodes().run()} />
        <ToolButton label="Help" onClick={() => setHelpOpen(true)} />
      </div>
      <EditorContent editor={editor} className="min-h-0 flex-1 cursor-text overflow-y-auto" />
      {helpOpen ? <HelpDialog onClose={() => setHelpOpen(false)} /> : null}
    </div>
  );
}
