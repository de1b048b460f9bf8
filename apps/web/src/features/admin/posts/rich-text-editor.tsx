import { RICH_TEXT_EDITOR_HEIGHT } from '@lss/shared/constants';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EditorUi } from './editor-commands.ts';
import { EditorHelpDialog } from './editor-help-dialog.tsx';
import { EditorLinkDialog } from './editor-link-dialog.tsx';
import { EditorMenuBar } from './editor-menu-bar.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import './rich-text-editor.css';

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
  const [linkOpen, setLinkOpen] = useState(false);
  const ui = useMemo<EditorUi>(
    () => ({ openHelp: () => setHelpOpen(true), openLink: () => setLinkOpen(true) }),
    [],
  );
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
    // The toolbar and the menu bar follow the editor through useEditorState; nothing else here
    // needs a render per keystroke.
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'prose-lss min-h-full px-5 py-4 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k')
          return false;
        event.preventDefault();
        setLinkOpen(true);
        return true;
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
  return (
    <div
      className={`flex flex-col overflow-hidden rounded-sm border bg-white focus-within:border-navy ${invalid ? 'border-error' : 'border-[#8f8467]'}`}
      style={{ height: RICH_TEXT_EDITOR_HEIGHT }}
    >
      <EditorMenuBar editor={editor} ui={ui} />
      <EditorToolbar editor={editor} ui={ui} />
      <EditorContent editor={editor} className="min-h-0 flex-1 cursor-text overflow-y-auto" />
      {helpOpen ? <EditorHelpDialog onClose={() => setHelpOpen(false)} /> : null}
      {linkOpen ? <EditorLinkDialog editor={editor} onClose={() => setLinkOpen(false)} /> : null}
    </div>
  );
}
