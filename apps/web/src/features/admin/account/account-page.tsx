import { mayUse } from '@lss/shared/admin-areas';
import { useSession } from '#web/lib/session.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { AccountsList } from './accounts-list.tsx';
import { ChangePassword } from './change-password.tsx';
import { Invitations } from './invitations.tsx';
import { ProfileForm } from './profile-form.tsx';
import { TwoFactor } from './two-factor.tsx';

/** Your profile, password and two-factor sign-in; for administrators also every account and invitation. */
export function AccountPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <AdminPage title="Account" description={`Signed in as ${session.fullName} (${session.email}).`}>
      <div className="grid gap-8 xl:grid-cols-2">
        {/* Keyed by the e-mail: a change saved elsewhere starts the form from the new values. */}
        <ProfileForm key={session.email} session={session} />
        <ChangePassword />
        <div className="xl:col-span-2">
          <TwoFactor />
        </div>
      </div>
      {mayUse(session.role, 'accounts') ? (
        <div className="mt-10 space-y-10">
          <AccountsList session={session} />
          <Invitations />
        </div>
      ) : null}
    </AdminPage>
  );
}
