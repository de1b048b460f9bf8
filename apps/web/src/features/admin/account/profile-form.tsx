import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, authMessages } from '@lss/shared/auth-messages';
import { updateProfileInput } from '@lss/shared/users';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import type { Session } from '#web/lib/session.ts';
import { SubmitButton } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { isSessionEnd } from '../ui/use-error-toast.ts';
import { useSaveProfile } from './api/use-save-profile.ts';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Your name and e-mail; a new e-mail needs your password (someone at an unlocked screen cannot take the account). */
export function ProfileForm({ session }: { session: Session }) {
  const { mutateAsync: saveProfile } = useSaveProfile();
  const form = useForm({
    resolver: zodResolver(updateProfileInput),
    defaultValues: { fullName: session.fullName, email: session.email, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanges = !sameEmail(email ?? '', session.email);

  const onSubmit = form.handleSubmit(
    async ({ fullName, email, password }) => {
      if (emailChanges && !password) {
        form.setError('password', { type: 'required', message: authMessages.passwordNeededForEmail });
        toast.error(authMessages.passwordNeededForEmail, { id: 'form-invalid' });
        return;
      }
      try {
        // The hook keeps the new name and e-mail in the session and reloads the accounts.
        const saved = await saveProfile(emailChanges ? { fullName, email, password } : { fullName, email });
        form.reset({ fullName: saved.fullName, email: saved.email, password: '' });
        toast.success(authMessages.profileSaved);
      } catch (error) {
        if (isSessionEnd(error)) return;
        showServerFieldErrors(error, form.setError);
        toast.error(messageOf(error, accountMessages.saveProfileFailed));
      }
    },
    (invalid) => toastInvalid(invalid),
  );

  return (
    <section aria-labelledby="your-profile" className="card p-5 sm:p-6">
      <h2 id="your-profile" className="text-xl font-bold">
        Your profile
      </h2>
      <p className="mt-1 text-sm text-muted">New posts carry this name as their author.</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        <TextField
          label="Full Name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {emailChanges ? (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            hint="Your current password, to confirm the new e-mail."
            error={errors.password?.message}
            {...form.register('password')}
          />
        ) : null}
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          Save Profile
        </SubmitButton>
      </form>
    </section>
  );
}
