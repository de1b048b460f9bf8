import { zodResolver } from '@hookform/resolvers/zod';
import { mayUse } from '@lss/shared/admin-areas';
import { accountMessages, authMessages, roleLabels } from '@lss/shared/auth-messages';
import { DEFAULT_ROLE, ROLES, registerInput } from '@lss/shared/users';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { useSession } from '#web/lib/session.ts';
import { SubmitButton } from '../ui/buttons.tsx';
import { SelectField, TextField } from '../ui/fields.tsx';
import { showServerFieldErrors } from '../ui/form-errors.ts';
import { Loading } from '../ui/states.tsx';
import { useInvitationLookup } from './api/use-invitation-lookup.ts';
import { useRegister } from './api/use-register.ts';
import { AuthFrame } from './auth-frame.tsx';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabels[role] }));

/**
 * /register: the first administrator creates their account here; a logged-in administrator adds a
 * colleague with a role (their token goes with the request, decisions.md); and an invited colleague
 * arrives with ?invite=TOKEN, which fixes the e-mail and the role.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const session = useSession();
  const invite = useSearchParams()[0].get('invite');
  const invitation = useInvitationLookup(invite);
  const { mutateAsync: createAccount } = useRegister();
  // An administrator's token lets the request choose the role (the server checks it again).
  const addingColleague = session !== null && mayUse(session.role, 'accounts') && invite === null;
  const form = useForm({
    resolver: zodResolver(registerInput),
    defaultValues: { fullName: '', email: '', password: '', role: DEFAULT_ROLE },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (invitation.data) form.setValue('email', invitation.data.email);
  }, [invitation.data, form]);

  const onSubmit = form.handleSubmit(async ({ role, ...input }) => {
    // Only an administrator adding a colleague chooses the role; an invitation carries its own.
    const body = invite !== null ? { ...input, invite } : addingColleague ? { ...input, role } : input;
    try {
      await createAccount(body);
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

  const title = addingColleague ? 'Add an Administrator' : 'Admin Registration';
  const lead = invitation.data
    ? `You have been invited as ${roleLabels[invitation.data.role].toLowerCase()}. Choose your name and a password.`
    : addingColleague
      ? 'Create an account for a colleague. They can change the password after logging in.'
      : 'Create an administrator account for the society website.';

  if (invite !== null && !invitation.data) {
    return (
      <AuthFrame title={title} lead={lead}>
        {invitation.isPending ? (
          <Loading>Checking your invitation...</Loading>
        ) : (
          <p
            role="alert"
            className="rounded-sm border border-error/40 bg-error/6 px-4 py-3 font-semibold text-error"
          >
            {authMessages.invitationInvalid}
          </p>
        )}
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={title} lead={lead}>
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
          // The invitation is for this address: registering it is the point of the link.
          readOnly={invitation.data !== undefined}
          hint={invitation.data ? 'The address your invitation was sent to.' : undefined}
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
        {addingColleague ? (
          <SelectField
            label="Role"
            options={ROLE_OPTIONS}
            error={errors.role?.message}
            {...form.register('role')}
          />
        ) : null}
        <SubmitButton busy={isSubmitting} busyLabel="Registering..." className="w-full">
          {addingColleague ? 'Add Administrator' : 'Register'}
        </SubmitButton>
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
