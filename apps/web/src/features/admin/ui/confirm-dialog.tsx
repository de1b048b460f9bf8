import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Button } from './buttons.tsx';

/** 'danger' for what destroys or refuses (delete, reject); 'primary' for what goes ahead (approve). */
export type ConfirmTone = 'danger' | 'primary';

type ConfirmDialogProps = {
  message: string;
  confirmLabel: string;
  tone?: ConfirmTone;
  onConfirm: () => void;
  onCancel: () => void;
};

/** An in-page confirmation (role=alertdialog). Focus starts on Cancel, the safe answer; Escape cancels. */
export function ConfirmDialog({
  message,
  confirmLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onCancel}
      initialFocus={cancel}
      backdropClassName="fixed inset-0 z-[80] flex items-end justify-center bg-navy-deep/60 p-4 sm:items-center"
      className="w-full max-w-md rounded-sm border-t-4 border-gold bg-card p-6 shadow-2xl"
    >
      <h2 id={titleId} className="text-xl font-bold">
        Please confirm
      </h2>
      <p id={messageId} className="mt-3 text-ink">
        {message}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={tone} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

type Pending = { message: string; confirmLabel: string; tone: ConfirmTone; resolve: (ok: boolean) => void };

/**
 * `await confirm(text)` resolves true when the administrator confirms. Render `dialog` once. The
 * answer is styled as destructive unless the tone says it goes ahead.
 */
export function useConfirm(): {
  confirm: (message: string, confirmLabel?: string, tone?: ConfirmTone) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete', tone: ConfirmTone = 'danger') =>
      new Promise<boolean>((resolve) => setPending({ message, confirmLabel, tone, resolve })),
    [],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = pending ? (
    <ConfirmDialog
      message={pending.message}
      confirmLabel={pending.confirmLabel}
      tone={pending.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;
  return { confirm, dialog };
}
