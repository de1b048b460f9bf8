import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Button } from './buttons.tsx';

/** 'danger' for what destroys or refuses (delete, reject); 'primary' for what goes ahead (approve). */
export type ConfirmTone = 'danger' | 'primary';

/** One way of going ahead, offered as a radio button; the first is chosen to begin with. */
export type ConfirmChoice<T extends string> = { value: T; label: string };

type ConfirmDialogProps<T extends string> = {
  /** The heading; a plain confirmation says 'Please confirm'. */
  title?: string;
  message: string;
  confirmLabel: string;
  tone?: ConfirmTone;
  /** Several ways to go ahead, under a legend that names them for screen readers. */
  choices?: { legend: string; options: readonly [ConfirmChoice<T>, ...ConfirmChoice<T>[]] };
  /** The confirming button waits while what it started is under way. */
  busy?: boolean;
  /** With choices, the one chosen. */
  onConfirm: (choice: T | undefined) => void;
  onCancel: () => void;
};

/** An in-page confirmation (role=alertdialog). Focus starts on Cancel, the safe answer; Escape cancels. */
export function ConfirmDialog<T extends string>({
  title = 'Please confirm',
  message,
  confirmLabel,
  tone = 'danger',
  choices,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps<T>) {
  const titleId = useId();
  const messageId = useId();
  const groupName = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [choice, setChoice] = useState(choices?.options[0].value);

  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onCancel}
      initialFocus={cancel}
      backdropClassName="fixed inset-0 z-[80] flex items-end justify-center bg-navy-deep/60 p-4 sm:items-center"
      // Wider with choices, so each choice's label keeps to a line or two.
      className={`w-full ${choices ? 'max-w-lg' : 'max-w-md'} rounded-sm border-t-4 border-gold bg-card p-6 shadow-2xl`}
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <p id={messageId} className="mt-3 text-ink">
        {message}
      </p>
      {choices ? (
        <fieldset className="mt-5 space-y-3">
          <legend className="sr-only">{choices.legend}</legend>
          {choices.options.map((option) => (
            <label key={option.value} className="flex items-start gap-3">
              <input
                type="radio"
                name={groupName}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="mt-1.5"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={tone} disabled={busy} onClick={() => onConfirm(choice)}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** A confirmation that asks which way to go ahead (what a new session starts with, say). */
export type ChoiceRequest<T extends string> = {
  title: string;
  message: string;
  confirmLabel: string;
  tone?: ConfirmTone;
  choices: NonNullable<ConfirmDialogProps<T>['choices']>;
  /**
   * Runs with the choice while the dialog stays open, its confirming button waiting. False keeps
   * the dialog open to try again (the request failed and has said so); true closes it.
   */
  act?: (choice: T) => Promise<boolean>;
};

type Pending = {
  dialog: Omit<ConfirmDialogProps<string>, 'busy' | 'onConfirm' | 'onCancel'>;
  act?: (choice: string) => Promise<boolean>;
  answer: (choice: string | undefined) => void;
  cancel: () => void;
};

/**
 * `await confirm(text)` resolves true when the administrator confirms. Render `dialog` once. The
 * answer is styled as destructive unless the tone says it goes ahead. `await confirmChoice(request)`
 * resolves with the choice confirmed, or null when the administrator cancelled.
 */
export function useConfirm(): {
  confirm: (message: string, confirmLabel?: string, tone?: ConfirmTone) => Promise<boolean>;
  confirmChoice: <T extends string>(request: ChoiceRequest<T>) => Promise<T | null>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete', tone: ConfirmTone = 'danger') =>
      new Promise<boolean>((resolve) =>
        setPending({
          dialog: { message, confirmLabel, tone },
          answer: () => resolve(true),
          cancel: () => resolve(false),
        }),
      ),
    [],
  );
  const confirmChoice = useCallback(
    <T extends string>({ act, ...dialog }: ChoiceRequest<T>) =>
      new Promise<T | null>((resolve) =>
        setPending({
          dialog,
          act: act as Pending['act'],
          answer: (choice) => resolve(choice as T),
          cancel: () => resolve(null),
        }),
      ),
    [],
  );
  // Only the dialog still open closes: an answer that arrives after Escape leaves a newer one be.
  const close = (settled: Pending) => setPending((now) => (now === settled ? null : now));
  const onConfirm = async (settled: Pending, choice: string | undefined) => {
    if (settled.act && choice !== undefined) {
      setBusy(true);
      const done = await settled.act(choice).finally(() => setBusy(false));
      if (!done) return;
    }
    settled.answer(choice);
    close(settled);
  };
  const dialog = pending ? (
    <ConfirmDialog
      {...pending.dialog}
      busy={busy}
      onConfirm={(choice) => void onConfirm(pending, choice)}
      onCancel={() => {
        pending.cancel();
        close(pending);
      }}
    />
  ) : null;
  return { confirm, confirmChoice, dialog };
}
