import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorMessages } from '@lss/shared/auth-messages';
import { type TotpSetup, totpConfirmInput } from '@lss/shared/users';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { ApiError } from '#web/lib/http.ts';
import { Button, SubmitButton } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { isSessionEnd } from '../ui/use-error-toast.ts';
import { useConfirmTwoFactor } from './api/use-confirm-two-factor.ts';
import { useDisableTwoFactor } from './api/use-disable-two-factor.ts';
import { useMe } from './api/use-me.ts';
import { useStartTwoFactor } from './api/use-start-two-factor.ts';

/** The secret as apps ask for it, in groups of four so it can be read and typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A step's heading takes the focus when the step appears, so keyboard and screen-reader users follow. */
function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
      {children}
    </h3>
  );
}

/** One code field and its button: confirming the set-up, or turning it off. */
function CodeForm<T>({
  submit,
  submitLabel,
  variant = 'primary',
  failure,
  hint,
  onDone,
  children,
}: {
  /** Sends the code (the confirm or the disable hook's request). */
  submit: (body: { code: string }) => Promise<T>;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  failure: string;
  hint?: string;
  onDone: (answer: T) => void;
  children?: ReactNode;
}) {
  const form = useForm({ resolver: zodResolver(totpConfirmInput), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      onDone(await submit({ code }));
    } catch (error) {
      if (isSessionEnd(error)) return;
      const onField = error instanceof ApiError && error.fieldErrors.code;
      if (onField) form.setError('code', { type: 'server', message: onField }, { shouldFocus: true });
      else toast.error(messageOf(error, failure));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        className="sm:max-w-56"
        hint={hint}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={isSubmitting} busyLabel="Saving..." variant={variant}>
          {submitLabel}
        </SubmitButton>
        {children}
      </div>
    </form>
  );
}

function SetupStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TotpSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { mutateAsync: confirm } = useConfirmTwoFactor();
  return (
    <div className="space-y-5">
      <StepHeading>Set up two-factor sign-in</StepHeading>
      <p id="totp-setup-prompt">{twoFactorMessages.setupPrompt}</p>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {/* Drawn by the server (an SVG data: URL): the secret goes to no other server. */}
        <div className="h-48 w-48 shrink-0 rounded-sm border border-rule bg-white p-1">
          <img
            src={setup.qrCodeDataUrl}
            alt="QR code for your authenticator app"
            width={184}
            height={184}
            className="h-full w-full"
          />
        </div>
        <div>
          <p className="field-label">Secret</p>
          <code className="block rounded-sm border border-rule bg-paper px-3 py-2 font-mono text-base break-all text-navy">
            {grouped(setup.secret)}
          </code>
          <p className="mt-1.5 text-sm text-muted">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <CodeForm
        submit={confirm}
        submitLabel="Turn On"
        hint="The 6-digit code your app shows now."
        failure={twoFactorMessages.setupFailed}
        onDone={(answer) => onConfirmed(answer.recoveryCodes)}
      >
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </CodeForm>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <StepHeading>Your recovery codes</StepHeading>
      <p className="font-semibold text-navy">{twoFactorMessages.recoveryCodesOnce}</p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-sm border border-rule bg-paper p-4 font-mono text-base sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button onClick={onDone}>I have saved them</Button>
    </div>
  );
}

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

/** Two-factor sign-in of your own account: set up with a QR code, confirmed with a code; turned off with one. */
export function TwoFactor() {
  const me = useMe();
  const startTwoFactor = useStartTwoFactor();
  const { mutateAsync: disable } = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  // When a step ends, its buttons are gone: the focus goes back to the section's heading.
  const title = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && step.kind === 'idle' && !me.isFetching) {
      title.current?.focus();
      setRefocus(false);
    }
  }, [refocus, step.kind, me.isFetching]);
  const backToIdle = () => {
    setStep({ kind: 'idle' });
    setRefocus(true);
  };
  // Each two-factor hook reloads your account and the accounts when it is done.
  async function start() {
    setStarting(true);
    try {
      setStep({ kind: 'setup', setup: await startTwoFactor.mutateAsync() });
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, twoFactorMessages.setupFailed));
    } finally {
      setStarting(false);
    }
  }

  function confirmed(codes: string[]) {
    toast.success(twoFactorMessages.enabled);
    setStep({ kind: 'codes', codes });
  }

  function turnedOff() {
    toast.success(twoFactorMessages.disabled);
    setRefocus(true);
  }

  const on = me.data?.totpEnabled === true;
  return (
    <section aria-labelledby="two-factor" className="card space-y-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 ref={title} id="two-factor" tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Two-factor sign-in
        </h2>
        {me.data ? <StatusBadge tone={on ? 'green' : 'muted'}>{on ? 'ON' : 'OFF'}</StatusBadge> : null}
      </div>
      {step.kind === 'setup' ? (
        <SetupStep setup={step.setup} onConfirmed={confirmed} onCancel={backToIdle} />
      ) : step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={backToIdle} />
      ) : me.isPending ? (
        <Loading>Loading...</Loading>
      ) : on ? (
        <div className="space-y-4">
          <p>
            {twoFactorMessages.enabled} To turn it off, enter a current code from your app or one of your
            recovery codes.
          </p>
          <CodeForm
            submit={disable}
            submitLabel="Turn Off"
            variant="danger"
            failure={twoFactorMessages.disableFailed}
            onDone={turnedOff}
          />
        </div>
      ) : (
        <div className="space-y-4">
          <p>
            After your password, the login asks for a 6-digit code from an authenticator app on your phone, so
            a stolen password alone cannot open your account.
          </p>
          <Button onClick={() => void start()} disabled={starting}>
            {starting ? 'Preparing...' : 'Set Up Two-Factor Sign-In'}
          </Button>
        </div>
      )}
    </section>
  );
}
