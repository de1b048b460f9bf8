import { type RefObject, useEffect, useRef } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

type Region = RefObject<HTMLElement | null>;

function isShown(element: HTMLElement): boolean {
  // jsdom lays nothing out and has no checkVisibility; there every element counts as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** What Tab can reach inside the regions, in their order. */
function tabbablesIn(regions: readonly Region[]): HTMLElement[] {
  return regions.flatMap((region) => {
    const root = region.current;
    if (!root) return [];
    const inside = Array.from(root.querySelectorAll<HTMLElement>(TABBABLE));
    return (root.matches(TABBABLE) ? [root, ...inside] : inside).filter(
      (element) => element.tabIndex >= 0 && isShown(element),
    );
  });
}

/** The traps now open, newest last: only the newest (a confirmation over a preview) answers keys. */
const openTraps: object[] = [];

export type FocusTrapOptions = {
  /** The trap holds while true (a menu that opens and closes); a dialog simply mounts it. */
  active?: boolean;
  onEscape: () => void;
  /** Focused when the trap begins: an element, or the first reachable one. Unset leaves focus be. */
  initialFocus?: Region | 'first';
  /** Where focus goes back to; by default the element that had it when the trap began. */
  returnFocusTo?: Region;
  /**
   * 'always' for a dialog, which returns focus however it closes; 'after-escape' for a menu whose
   * links open another page, where focus belongs to the new page.
   */
  returnFocus?: 'always' | 'after-escape';
};

/**
 * Keeps Tab and Shift+Tab inside the given regions while the trap holds, wrapping from the last
 * element to the first and back; Escape calls `onEscape`; focus then returns to the opener. The one
 * focus trap of the site: every dialog and the phone menu use it.
 */
export function useFocusTrap(
  regions: readonly Region[],
  { active = true, onEscape, initialFocus, returnFocusTo, returnFocus = 'always' }: FocusTrapOptions,
): void {
  // Read when a key is pressed, so new callbacks on each render do not restart the trap.
  const latest = useRef({ regions, onEscape });
  latest.current = { regions, onEscape };

  useEffect(() => {
    if (!active) return;
    const trap = {};
    openTraps.push(trap);
    const opener = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    const start = initialFocus === 'first' ? tabbablesIn(latest.current.regions)[0] : initialFocus?.current;
    start?.focus();
    let escaped = false;

    const onKeyDown = (event: KeyboardEvent) => {
      // A control inside that handles the key itself (an open menu's Escape) has the first word.
      if (openTraps.at(-1) !== trap || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escaped = true;
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbablesIn(latest.current.regions);
      const focused = document.activeElement;
      const inside = latest.current.regions.some((region) => region.current?.contains(focused));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
      } else if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && focused === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && focused === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openTraps.splice(openTraps.indexOf(trap), 1);
      if (returnFocus === 'always' || escaped) opener?.focus();
    };
  }, [active, initialFocus, returnFocusTo, returnFocus]);
}
