import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, authMessages } from '@lss/shared/auth-messages';
import { resetPasswordInput } from '@lss/shared/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { ApiError } from '#web/lib/http.ts';
import { SubmitButton } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { useResetPassword } from './api/use-reset-password.ts';
import { AuthFrame, BackToLogin } from './auth-frame.tsx';

const resetForm = resetPasswordInput.pick({ password: true });

function LinkInvalid() {
  return (
    <div role="alert" className="rounded-sm border border-error/40 bg-error/6 px-4 py-3">
      <p className="font-semibold text-error">{authMessages.resetLinkInvalid}</p>
      <Link to={paths.admin.forgotPassword.to()} className="link-quiet mt-1 inline-block">
        Ask for a new link
      </Link>
    </div>
  );
}

/** /admin/reset-password?token=… from the e-mail: a new password, then every earlier session ends. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [invalid, setInvalid] = useState(token === '');
  const { mutateAsync: resetPassword } = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetForm), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      // The server ended every session of the account; the hook ends the one kept here too.
      await resetPassword({ token, password });
      toast.success(authMessages.passwordReset);
      navigate(paths.admin.login.to(), { replace: true });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.token) setInvalid(true);
      else if (fields.password) form.setError('password', { type: 'server', message: fields.password });
      else toast.error(messageOf(error, accountMessages.resetPasswordFailed));
    }
  });

  return (
    <AuthFrame title="Choose a New Password" lead="Your new password replaces the old one everywhere.">
      {invalid ? (
        <LinkInvalid />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.password?.message}
            {...form.register('password')}
          />
          <SubmitButton busy={isSubmitting} busyLabel="Saving..." className="w-full">
            Reset Password
          </SubmitButton>
        </form>
      )}
      <BackToLogin />
    </AuthFrame>
  );
}
