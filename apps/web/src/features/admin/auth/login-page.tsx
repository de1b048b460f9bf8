import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@lss/shared/auth-messages';
import { isTotpChallenge, type LoginResponse, loginInput } from '@lss/shared/users';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { ApiError } from '#web/lib/http.ts';
import { type Session, saveSession, useSession } from '#web/lib/session.ts';
import { SubmitButton } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { useLogin } from './api/use-login.ts';
import { useSetupStatus } from './api/use-setup-status.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LoginCodeStep } from './login-code-step.tsx';

/** First run (no account yet): the login page says so and links to /register; afterwards, nothing. */
function FirstRunNotice() {
  // Read afresh on every visit: the first account may have been made a moment ago.
  const setup = useSetupStatus();
  if (setup.data?.hasAccounts !== false) return null;
  return (
    <div role="status" className="mb-6 rounded-sm border border-gold bg-parchment/60 px-4 py-3">
      <p className="font-semibold text-navy">{authMessages.noAccountsYet}</p>
      <Link to={paths.register.to()} className="link-quiet mt-1 inline-block">
        {authMessages.createFirstAccount}
      </Link>
    </div>
  );
}

function PasswordStep({
  onSignedIn,
  onChallenge,
}: {
  onSignedIn: (session: LoginResponse) => void;
  onChallenge: (challenge: string) => void;
}) {
  const { mutateAsync: logIn } = useLogin();
  const form = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = await logIn(input);
      if (isTotpChallenge(answer)) onChallenge(answer.challenge);
      else onSignedIn(answer);
    } catch (error) {
      // Spec §8: any login failure reads the same; only throttling (429) says to wait.
      const throttled = error instanceof ApiError && error.status === 429;
      // One toast however many attempts fail in a row.
      toast.error(throttled ? messageOf(error, authMessages.tooManyAttempts) : authMessages.loginFailed, {
        id: 'login-failed',
      });
    }
  });

  return (
    <>
      <FirstRunNotice />
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
        <SubmitButton busy={isSubmitting} busyLabel="Signing In..." className="w-full">
          Sign In
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.admin.forgotPassword.to()} className="link-quiet">
          {authMessages.forgotPasswordLink}
        </Link>
      </p>
    </>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [challenge, setChallenge] = useState<string | null>(null);
  // A login finished here navigates itself (with its toast); the redirect below is for arrivals.
  const signedInHere = useRef(false);

  function onSignedIn(answer: LoginResponse) {
    signedInHere.current = true;
    saveSession(answer satisfies Session);
    toast.success(authMessages.loginSuccess);
    navigate(paths.admin.dashboard.to(), { replace: true });
  }

  if (session && !signedInHere.current) return <Navigate to={paths.admin.dashboard.to()} replace />;

  return (
    <AuthFrame title="Admin Login" lead="Sign in to manage the society's website.">
      {challenge ? (
        <LoginCodeStep challenge={challenge} onSignedIn={onSignedIn} onRestart={() => setChallenge(null)} />
      ) : (
        <PasswordStep onSignedIn={onSignedIn} onChallenge={setChallenge} />
      )}
    </AuthFrame>
  );
}
