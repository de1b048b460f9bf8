import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, authMessages, confirmMessages } from '@lss/shared/messages';
import { type AdminUser, changePasswordInput, type LoginResponse } from '@lss/shared/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { adminRequest, messageOf } from '#web/lib/admin-api.ts';
import { formatLocalDateTime } from '#web/lib/local-date-time.ts';
import { saveSession, useSession } from '#web/lib/session.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button, ButtonLink } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type Column, DataTable, RowActions } from '../ui/data-table.tsx';
import { TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';

const ADMINS_KEY = ['administrators'] as const;

function ChangePassword() {
  const form = useForm({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        // The server revokes every earlier token and returns a new one for this browser.
        const session = await adminRequest<LoginResponse>('/users/me/password', {
          method: 'PUT',
          body: input,
        });
        saveSession(session);
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Change Password'}
        </Button>
      </form>
    </section>
  );
}

function Administrators() {
  const session = useSession();
  const client = useQueryClient();
  const admins = useQuery({
    queryKey: ADMINS_KEY,
    queryFn: ({ signal }) => adminRequest<AdminUser[]>('/users', { signal }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => adminRequest(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMINS_KEY }),
  });
  const { confirm, dialog } = useConfirm();
  useErrorToast(admins.error, accountMessages.fetchAdminsFailed);

  async function onRemove(admin: AdminUser) {
    if (!(await confirm(confirmMessages.deleteAdmin, 'Remove'))) return;
    try {
      await remove.mutateAsync(admin._id);
      toast.success(accountMessages.adminRemoved);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, accountMessages.removeAdminFailed));
    }
  }

  const isMe = (admin: AdminUser) => admin.email.toLowerCase() === session?.email.toLowerCase();
  const onlyOne = (admins.data?.length ?? 0) <= 1;
  const columns: Column<AdminUser>[] = [
    {
      header: 'NAME',
      primary: true,
      cell: (admin) => (
        <span>
          {admin.fullName}
          {isMe(admin) ? <span className="ml-2 text-sm font-normal text-muted">(you)</span> : null}
        </span>
      ),
    },
    { header: 'EMAIL', cell: (admin) => <span className="break-all">{admin.email}</span> },
    {
      header: 'SINCE',
      cell: (admin) => <span className="text-sm text-muted">{formatLocalDateTime(admin.createdAt)}</span>,
    },
    {
      header: 'ACTIONS',
      align: 'right',
      cell: (admin) =>
        isMe(admin) || onlyOne ? (
          <span className="text-sm text-muted">—</span>
        ) : (
          <RowActions>
            <Button
              variant="danger"
              onClick={() => void onRemove(admin)}
              aria-label={`Remove ${admin.fullName}`}
            >
              Remove
            </Button>
          </RowActions>
        ),
    },
  ];

  return (
    <section aria-labelledby="administrators" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="administrators" className="text-xl font-bold">
          Administrators
        </h2>
        <ButtonLink to={paths.register.to()} variant="secondary">
          Add Administrator
        </ButtonLink>
      </div>
      {admins.isPending ? (
        <Loading>Loading administrators...</Loading>
      ) : admins.isError ? (
        <LoadFailed onRetry={() => void admins.refetch()}>{accountMessages.fetchAdminsFailed}</LoadFailed>
      ) : (
        <DataTable
          caption="Administrators"
          columns={columns}
          rows={admins.data}
          rowKey={(admin) => admin._id}
        />
      )}
      {dialog}
    </section>
  );
}

export function AccountPage() {
  const session = useSession();
  return (
    <AdminPage
      title="Account"
      description={session ? `Signed in as ${session.fullName} (${session.email}).` : undefined}
    >
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <ChangePassword />
        <Administrators />
      </div>
    </AdminPage>
  );
}
