import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, authMessages } from '@lss/shared/auth-messages';
import { changePasswordInput } from '@lss/shared/users';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { SubmitButton } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { isSessionEnd } from '../ui/use-error-toast.ts';
import { useChangePassword } from './api/use-change-password.ts';

export function ChangePassword() {
  const { mutateAsync: changePassword } = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        // The server revokes every earlier token; the hook keeps the new one for this browser.
        await changePassword(input);
        form.reset();
        toast.success(authMessages.passwordChanged);
      } catch (error) {
        if (isSessionEnd(error)) return;
        showServerFieldErrors(error, form.setError);
        toast.error(messageOf(error, accountMessages.changePasswordFailed));
      }
    },
    (invalid) => toastInvalid(invalid),
  );

  return (
    <section aria-labelledby="change-password" className="card p-5 sm:p-6">
      <h2 id="change-password" className="text-xl font-bold">
        Change your password
      </h2>
      <p className="mt-1 text-sm text-muted">Other devices where you are logged in will be logged out.</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          Change Password
        </SubmitButton>
      </form>
    </section>
  );
}
