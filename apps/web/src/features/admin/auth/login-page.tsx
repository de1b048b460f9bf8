import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@lss/shared/messages';
import { type LoginResponse, loginInput } from '@lss/shared/users';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { adminRequest, messageOf } from '#web/lib/admin-api.ts';
import { ApiError } from '#web/lib/http.ts';
import { saveSession, useSession } from '#web/lib/session.ts';
import { Button } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { AuthFrame } from './auth-frame.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const form = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const response = await adminRequest<LoginResponse>('/users/login', {
        method: 'POST',
        body: input,
        sessionless: true,
      });
      saveSession(response);
      toast.success(authMessages.loginSuccess);
      navigate(paths.admin.dashboard.to(), { replace: true });
    } catch (error) {
      // Spec §8: any login failure reads the same; only throttling (429) says to wait.
      const throttled = error instanceof ApiError && error.status === 429;
      // One toast however many attempts fail in a row.
      toast.error(throttled ? messageOf(error, authMessages.tooManyAttempts) : authMessages.loginFailed, {
        id: 'login-failed',
      });
    }
  });

  if (session && !isSubmitting) return <Navigate to={paths.admin.dashboard.to()} replace />;

  return (
    <AuthFrame title="Admin Login" lead="Sign in to manage the society's website.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthFrame>
  );
}
