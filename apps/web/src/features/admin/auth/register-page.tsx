import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, authMessages } from '@lss/shared/messages';
import { registerInput } from '@lss/shared/users';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { adminRequest, messageOf } from '#web/lib/admin-api.ts';
import { useSession } from '#web/lib/session.ts';
import { Button } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { showServerFieldErrors } from '../ui/form-errors.ts';
import { AuthFrame } from './auth-frame.tsx';

/**
 * /register: the first administrator creates their account here; afterwards a logged-in
 * administrator adds a colleague (their token goes with the request, decisions.md).
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const session = useSession();
  const addingColleague = Boolean(session);
  const form = useForm({
    resolver: zodResolver(registerInput),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await adminRequest('/users/register', { method: 'POST', body: input, sessionless: true });
      if (addingColleague) {
        toast.success(accountMessages.adminAdded);
        navigate(paths.admin.account.to());
      } else {
        toast.success(authMessages.registrationSuccess);
        navigate(paths.admin.login.to());
      }
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error(messageOf(error, authMessages.registrationFailed));
    }
  });

  return (
    <AuthFrame
      title={addingColleague ? 'Add an Administrator' : 'Admin Registration'}
      lead={
        addingColleague
          ? 'Create an account for a colleague. They can change the password after logging in.'
          : 'Create an administrator account for the society website.'
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Full Name"
          autoComplete={addingColleague ? 'off' : 'name'}
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete={addingColleague ? 'off' : 'email'}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Registering...' : addingColleague ? 'Add Administrator' : 'Register'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {addingColleague ? (
          <Link to={paths.admin.account.to()} className="link-quiet">
            Back to Account
          </Link>
        ) : (
          <>
            Already have an account?{' '}
            <Link to={paths.admin.login.to()} className="link-quiet">
              Log in
            </Link>
          </>
        )}
      </p>
    </AuthFrame>
  );
}
