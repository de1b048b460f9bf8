import type { Editor } from '@tiptap/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { CommandStates, EditorCommand, EditorUi } from './editor-commands.ts';

export type MenuItem = {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Shown on the right: a shortcut, or a swatch. */
  aside?: ReactNode;
  checked?: boolean;
};

/** A command as a menu entry; the toolbar's colour menu and the menu bar both build them so. */
export function commandMenuItem(
  command: EditorCommand,
  editor: Editor,
  ui: EditorUi,
  states: CommandStates,
): MenuItem {
  return {
    label: command.label,
    checked: states.active[command.id],
    disabled: states.disabled[command.id],
    aside: command.swatch ? (
      <span
        aria-hidden="true"
        className="inline-block h-3.5 w-3.5 rounded-full"
        style={{ background: command.swatch }}
      />
    ) : (
      command.shortcut
    ),
    onSelect: () => command.run(editor, ui),
  };
}

type EditorMenuProps = {
  /** The button's text ("Edit") or, with `icon`, its accessible name ("Text colour"). */
  label: string;
  icon?: ReactNode;
  items: readonly MenuItem[];
  buttonClassName: string;
  /** Inside a role="menubar" the button is one of its menu items. */
  inMenubar?: boolean;
};

const itemClass =
  'flex w-full items-center justify-between gap-6 px-3 py-2 text-left text-sm text-ink hover:bg-parchment focus:bg-parchment focus:outline-none disabled:text-muted/60';

/**
 * A menu button (WAI-ARIA menu pattern): Enter/Space/ArrowDown open it, arrows move, Escape closes
 * and returns focus, a click outside closes it.
 */
export function EditorMenu({ label, icon, items, buttonClassName, inMenubar }: EditorMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current
      ?.querySelector<HTMLButtonElement>(
        '[role="menuitem"]:not([disabled]), [role="menuitemcheckbox"]:not([disabled])',
      )
      ?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function onMenuKeyDown(event: React.KeyboardEvent) {
    const entries = Array.from(
      menu.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [],
    );
    const index = entries.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      entries[(index + 1) % entries.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      entries[(index - 1 + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      entries[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      entries[entries.length - 1]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  }

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        role={inMenubar ? 'menuitem' : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={icon ? label : undefined}
        title={icon ? label : undefined}
        className={buttonClassName}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {icon ?? label}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full left-0 z-30 mt-1 min-w-56 rounded-sm border border-rule bg-white py-1 shadow-xl"
        >
          {items.map((item) => {
            const select = () => {
              setOpen(false);
              button.current?.focus();
              item.onSelect();
            };
            const content = (
              <>
                <span className={item.checked ? 'font-semibold text-navy' : ''}>{item.label}</span>
                {item.aside ? <span className="text-xs text-muted">{item.aside}</span> : null}
              </>
            );
            return item.checked === undefined ? (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                disabled={item.disabled}
                onClick={select}
                className={itemClass}
              >
                {content}
              </button>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitemcheckbox"
                aria-checked={item.checked}
                disabled={item.disabled}
                onClick={select}
                className={itemClass}
              >
                {content}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
