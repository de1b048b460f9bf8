import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, authMessages } from '@lss/shared/messages';
import { type LoginResponse, updateProfileInput } from '@lss/shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { adminRequest, messageOf } from '#web/lib/admin-api.ts';
import { type Session, saveSession } from '#web/lib/session.ts';
import { Button } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { isSessionEnd } from '../ui/use-error-toast.ts';
import { ACCOUNTS_KEY } from './accounts-list.tsx';
import { ME_KEY } from './use-me.ts';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Your name and e-mail; a new e-mail needs your password (someone at an unlocked screen cannot take the account). */
export function ProfileForm({ session }: { session: Session }) {
  const client = useQueryClient();
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
        const saved = await adminRequest<LoginResponse>('/users/me', {
          method: 'PUT',
          body: emailChanges ? { fullName, email, password } : { fullName, email },
        });
        saveSession(saved);
        form.reset({ fullName: saved.fullName, email: saved.email, password: '' });
        await Promise.all([
          client.invalidateQueries({ queryKey: ME_KEY }),
          client.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
        ]);
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Profile'}
        </Button>
      </form>
    </section>
  );
}
