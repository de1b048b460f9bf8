import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, authMessages } from '@lss/shared/auth-messages';
import { forgotPasswordInput } from '@lss/shared/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { SubmitButton } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { showServerFieldErrors } from '../ui/form-errors.ts';
import { useForgotPassword } from './api/use-forgot-password.ts';
import { AuthFrame, BackToLogin } from './auth-frame.tsx';

/**
 * 'Forgot your password?': the server e-mails a one-time link when the account exists, and answers
 * the same either way (decisions.md), so this page says the same whatever the e-mail.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const { mutateAsync: askForLink } = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = await askForLink(input);
      setSent(answer?.message ?? authMessages.forgotPasswordSent);
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error(messageOf(error, accountMessages.forgotPasswordFailed));
    }
  });

  return (
    <AuthFrame
      title="Forgot Your Password"
      lead="Enter the e-mail of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <p role="status" className="rounded-sm border border-gold bg-parchment/60 px-4 py-3 text-navy">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SubmitButton busy={isSubmitting} busyLabel="Sending..." className="w-full">
            Send Reset Link
          </SubmitButton>
        </form>
      )}
      <BackToLogin />
    </AuthFrame>
  );
}
