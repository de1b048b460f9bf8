import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, twoFactorMessages } from '@lss/shared/auth-messages';
import { type LoginResponse, totpConfirmInput } from '@lss/shared/users';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { ApiError } from '#web/lib/http.ts';
import { SubmitButton } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { useLoginCode } from './api/use-login-code.ts';

/**
 * The second half of a two-factor login: the password was right, and the server sent a short-lived
 * challenge to return with a code from the app or a recovery code.
 */
export function LoginCodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: LoginResponse) => void;
  /** Back to the e-mail and password (the challenge expired, or another account). */
  onRestart: () => void;
}) {
  // The code field only: the same rules the server reads codes with (spaces and hyphens dropped).
  const { mutateAsync: sendCode } = useLoginCode();
  const form = useForm({ resolver: zodResolver(totpConfirmInput), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      onSignedIn(await sendCode({ challenge, code }));
    } catch (error) {
      const message = messageOf(error, twoFactorMessages.codeInvalid);
      if (message === twoFactorMessages.challengeExpired) {
        toast.error(message, { id: 'login-failed' });
        onRestart();
      } else if (error instanceof ApiError && error.status === 429) {
        toast.error(messageOf(error, authMessages.tooManyAttempts), { id: 'login-failed' });
      } else {
        form.setError('code', { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        hint={twoFactorMessages.loginPrompt}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Signing In..." className="w-full">
        Verify
      </SubmitButton>
      <p className="text-center text-sm">
        <button type="button" className="link-quiet" onClick={onRestart}>
          Use another account
        </button>
      </p>
    </form>
  );
}
