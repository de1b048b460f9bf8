import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';

type DialogProps = {
  /** 'alertdialog' when it asks for an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** Escape calls it; so should the dialog's own close or cancel button. */
  onClose: () => void;
  /** The element focused on opening (a confirmation's safe answer); else the first one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing (an editor the dialog worked on); else the element that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** A dialog that covers the whole page keeps the page behind it from scrolling. */
  lockScroll?: boolean;
  /** The layer under the dialog; by default a dimmed backdrop centring it. */
  backdropClassName?: string;
  className: string;
  children: ReactNode;
};

const centredOnBackdrop = 'fixed inset-0 z-[80] flex items-center justify-center bg-navy-deep/60 p-4';

/** A modal dialog: focus moves in, Tab stays inside, Escape closes, focus returns to the opener. */
export function Dialog({
  role = 'dialog',
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  returnFocusTo,
  lockScroll = false,
  backdropClassName = centredOnBackdrop,
  className,
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap([panel], { onEscape: onClose, initialFocus: initialFocus ?? 'first', returnFocusTo });

  useEffect(() => {
    if (!lockScroll) return;
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, [lockScroll]);

  return (
    <div className={backdropClassName}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal roles; Biome cannot read it from a variable */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={className}
      >
        {children}
      </div>
    </div>
  );
}
