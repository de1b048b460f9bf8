import { zodResolver } from '@hookform/resolvers/zod';
import { invitationMessages, roleLabels } from '@lss/shared/auth-messages';
import {
  DEFAULT_ROLE,
  type Invitation,
  type InvitationCreated,
  invitationInput,
  ROLES,
} from '@lss/shared/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { Button, SubmitButton } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type Column, RowActions } from '../ui/data-table.tsx';
import { SelectField, TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { ListSearch } from '../ui/list-pages.tsx';
import { ListBody } from '../ui/record-list-page.tsx';
import { isSessionEnd, toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useCreateInvitation } from './api/use-create-invitation.ts';
import { useInvitations } from './api/use-invitations.ts';
import { useRevokeInvitation } from './api/use-revoke-invitation.ts';
import { CopyableLink } from './copyable-link.tsx';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabels[role] }));

function InviteForm({ onCreated }: { onCreated: (created: InvitationCreated) => void }) {
  const { mutateAsync: createInvitation } = useCreateInvitation();
  const form = useForm({
    resolver: zodResolver(invitationInput),
    defaultValues: { email: '', role: DEFAULT_ROLE },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        const created = await createInvitation(input);
        form.reset();
        onCreated(created);
      } catch (error) {
        if (isSessionEnd(error)) return;
        showServerFieldErrors(error, form.setError);
        toast.error(messageOf(error, invitationMessages.inviteFailed));
      }
    },
    (invalid) => toastInvalid(invalid),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField
        label="Role"
        options={ROLE_OPTIONS}
        error={errors.role?.message}
        {...form.register('role')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Sending..." className="sm:mt-8">
        Send Invitation
      </SubmitButton>
    </form>
  );
}

/** Invite a colleague by e-mail (a one-time link, 7 days); pending invitations, revocable. */
export function Invitations() {
  const [notEmailed, setNotEmailed] = useState<InvitationCreated | null>(null);
  const dates = useAdminDates();
  const pending = useInvitations();
  const revoke = useRevokeInvitation();
  const { confirm, dialog } = useConfirm();
  useErrorToast(pending.error, invitationMessages.fetchFailed);

  // The create hook reloads the invitations.
  function onCreated(created: InvitationCreated) {
    // Without e-mail on the server, the link is shown to pass on by hand.
    setNotEmailed(created.emailed ? null : created);
    if (created.emailed) toast.success(invitationMessages.sent(created.invitation.email));
  }

  async function onRevoke(invitation: Invitation) {
    if (!(await confirm(invitationMessages.confirmRevoke, 'Revoke'))) return;
    try {
      await revoke.mutateAsync(invitation._id);
      if (notEmailed?.invitation._id === invitation._id) setNotEmailed(null);
      toast.success(invitationMessages.revoked);
    } catch (error) {
      toastFailure(error, invitationMessages.revokeFailed);
    }
  }

  const columns: Column<Invitation>[] = [
    {
      header: 'EMAIL',
      sortKey: 'email',
      primary: true,
      cell: (invitation) => <span className="break-all">{invitation.email}</span>,
    },
    { header: 'ROLE', sortKey: 'role', cell: (invitation) => roleLabels[invitation.role] },
    { header: 'INVITED BY', sortKey: 'invitedBy', cell: (invitation) => invitation.invitedBy ?? '—' },
    {
      header: 'EXPIRES',
      sortKey: 'expires',
      cell: (invitation) => (
        <span className="text-sm text-muted">{dates.dateTime(invitation.expiresAt)}</span>
      ),
    },
    {
      header: 'ACTIONS',
      align: 'right',
      cell: (invitation) => (
        <RowActions>
          <Button
            variant="danger"
            onClick={() => void onRevoke(invitation)}
            aria-label={`Revoke the invitation to ${invitation.email}`}
          >
            Revoke
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-labelledby="invitations" className="space-y-4">
      <h2 id="invitations" className="text-xl font-bold">
        Invitations
      </h2>
      <div className="card space-y-5 p-5 sm:p-6">
        <p className="text-sm text-muted">
          Your colleague receives a link that works once, for 7 days, and registers this e-mail with the role
          chosen.
        </p>
        <InviteForm onCreated={onCreated} />
        {notEmailed ? (
          <CopyableLink
            label={`Invitation link for ${notEmailed.invitation.email}`}
            url={notEmailed.inviteUrl}
          >
            {invitationMessages.notEmailed}
          </CopyableLink>
        ) : null}
      </div>
      <h3 className="text-lg font-bold">Pending</h3>
      <ListSearch label="Search invitations" address={pending.address} />
      <ListBody
        list={pending}
        things="invitations"
        caption="Pending invitations"
        fetchFailed={invitationMessages.fetchFailed}
        empty={invitationMessages.noPending}
        columns={columns}
      />
      {dialog}
    </section>
  );
}
