import { confirmMessages } from '@lss/shared/admin-messages';
import { accountMessages, authMessages, roleLabels } from '@lss/shared/auth-messages';
import { type AdminUser, ROLES, type Role } from '@lss/shared/users';
import { toast } from 'sonner';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import type { Session } from '#web/lib/session.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { Button, ButtonLink } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type Column, RowActions } from '../ui/data-table.tsx';
import { ListSearch } from '../ui/list-pages.tsx';
import { ListBody } from '../ui/record-list-page.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';
import { useAccounts } from './api/use-accounts.ts';
import { useChangeRole } from './api/use-change-role.ts';
import { useRemoveAccount } from './api/use-remove-account.ts';

/** The last administrator can be neither demoted nor removed: the list offers neither (decisions.md). */
function isLastAdministrator(account: AdminUser, accounts: readonly AdminUser[]): boolean {
  return (
    account.role === 'administrator' &&
    accounts.filter((other) => other.role === 'administrator').length === 1
  );
}

function RoleSelect({
  account,
  last,
  busy,
  onChange,
}: {
  account: AdminUser;
  /** The last administrator: shown, not changeable. */
  last: boolean;
  /** Another role change is on its way. */
  busy: boolean;
  onChange: (role: Role) => void;
}) {
  const hintId = `role-hint-${account._id}`;
  return (
    <span className="flex flex-col items-end gap-1 md:items-start">
      <select
        aria-label={`Role of ${account.fullName}`}
        aria-describedby={last ? hintId : undefined}
        value={account.role}
        disabled={last || busy}
        onChange={(event) => onChange(event.target.value as Role)}
        className="field-input min-h-11 w-auto appearance-auto py-1.5"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      {last ? (
        <span id={hintId} className="text-xs text-muted">
          {authMessages.cannotDemoteLastAdmin}
        </span>
      ) : null}
    </span>
  );
}

/** Every account with its role (changeable) and whether it signs in with two factors; administrators only. */
export function AccountsList({ session }: { session: Session }) {
  const dates = useAdminDates();
  const accounts = useAccounts();
  const changeRole = useChangeRole();
  const remove = useRemoveAccount();
  const { confirm, dialog } = useConfirm();
  useErrorToast(accounts.error, accountMessages.fetchAccountsFailed);

  async function onRoleChange(account: AdminUser, role: Role) {
    try {
      await changeRole.mutateAsync({ id: account._id, role });
      toast.success(authMessages.roleChanged);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, accountMessages.changeRoleFailed));
    }
  }

  async function onRemove(account: AdminUser) {
    if (!(await confirm(confirmMessages.deleteAdmin, 'Remove'))) return;
    try {
      await remove.mutateAsync(account._id);
      toast.success(accountMessages.adminRemoved);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, accountMessages.removeAdminFailed));
    }
  }

  // Whether an account is the last administrator is known only from the whole list; otherwise the
  // server refuses (409) and says why.
  const whole = accounts.data && !accounts.address.q && accounts.data.items.length === accounts.data.total;
  const all = whole ? accounts.data!.items : [];
  const isMe = (account: AdminUser) => account.email.toLowerCase() === session.email.toLowerCase();
  const columns: Column<AdminUser>[] = [
    {
      header: 'NAME',
      sortKey: 'name',
      primary: true,
      cell: (account) => (
        <span>
          {account.fullName}
          {isMe(account) ? <span className="ml-2 text-sm font-normal text-muted">(you)</span> : null}
        </span>
      ),
    },
    {
      header: 'EMAIL',
      sortKey: 'email',
      // Wraps after the @ and before a dot on a phone, never mid-word.
      cell: (account) => (
        <span className="min-w-0 [overflow-wrap:anywhere]">
          <EmailAddress address={account.email} />
        </span>
      ),
    },
    {
      header: 'ROLE',
      sortKey: 'role',
      cell: (account) => (
        <RoleSelect
          account={account}
          last={isLastAdministrator(account, all)}
          busy={changeRole.isPending}
          onChange={(role) => void onRoleChange(account, role)}
        />
      ),
    },
    {
      header: 'TWO-FACTOR',
      cell: (account) =>
        account.totpEnabled ? (
          <StatusBadge tone="green">ON</StatusBadge>
        ) : (
          <StatusBadge tone="muted">OFF</StatusBadge>
        ),
    },
    {
      header: 'SINCE',
      sortKey: 'since',
      cell: (account) => <span className="text-sm text-muted">{dates.dateTime(account.createdAt)}</span>,
    },
    {
      header: 'ACTIONS',
      align: 'right',
      cell: (account) =>
        isMe(account) || isLastAdministrator(account, all) ? (
          <span className="text-sm text-muted">—</span>
        ) : (
          <RowActions>
            <Button
              variant="danger"
              onClick={() => void onRemove(account)}
              aria-label={`Remove ${account.fullName}`}
            >
              Remove
            </Button>
          </RowActions>
        ),
    },
  ];

  return (
    <section aria-labelledby="accounts" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="accounts" className="text-xl font-bold">
          Accounts
        </h2>
        <ButtonLink to={paths.register.to()} variant="secondary">
          Add Administrator
        </ButtonLink>
      </div>
      <ListSearch label="Search accounts" address={accounts.address} />
      <ListBody
        list={accounts}
        things="accounts"
        fetchFailed={accountMessages.fetchAccountsFailed}
        empty="No accounts yet."
        columns={columns}
      />
      {dialog}
    </section>
  );
}
