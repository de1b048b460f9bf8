import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import { councilMessages } from '@lss/shared/council-messages';
import { type Executive, isVacant } from '@lss/shared/executives';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button, ButtonLink } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type Column, DataTable, RowActions } from '../ui/data-table.tsx';
import { ListEmpty, ListPages, ListSearch } from '../ui/list-pages.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useDeleteExecutive } from './api/use-delete-executive.ts';
import { useExecutives } from './api/use-executives.ts';
import { SessionFilter, StartSessionButton, useCouncilSession } from './council-sessions.tsx';

export function ExecutivesListPage() {
  // One session's council at a time, vacant positions included (decision 021); searched and sorted (018).
  const council = useCouncilSession();
  const executives = useExecutives(council.session);
  const remove = useDeleteExecutive();
  const { confirm, dialog } = useConfirm();
  useErrorToast(executives.error, adminMessages.fetchExecutivesFailed);

  async function onDelete(executive: Executive) {
    if (!(await confirm(confirmMessages.deleteExecutive))) return;
    try {
      await remove.mutateAsync(executive._id);
      toast.success(successMessages.executiveDeleted);
    } catch (error) {
      toastFailure(error, adminMessages.deleteExecutiveFailed);
    }
  }

  const columns: Column<Executive>[] = [
    {
      header: 'NAME',
      sortKey: 'name',
      primary: true,
      cell: (executive) => (
        <span className="flex items-center gap-3">
          {executive.imageUrl ? (
            <img
              src={executive.imageUrl}
              alt=""
              className="h-9 w-9 shrink-0 rounded-full border border-rule object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-parchment font-serif text-sm text-navy"
            >
              {executive.name.charAt(0)}
            </span>
          )}
          <Link to={paths.admin.executiveEdit.to(executive._id)} className="hover:underline">
            {isVacant(executive) ? <em className="text-muted">{councilMessages.vacant}</em> : executive.name}
          </Link>
        </span>
      ),
    },
    { header: 'POSITION', sortKey: 'position', cell: (executive) => executive.position },
    { header: 'DISPLAY ORDER', sortKey: 'order', cell: (executive) => executive.displayOrder },
    {
      header: 'FEATURED',
      sortKey: 'featured',
      cell: (executive) =>
        executive.isFeatured ? (
          <StatusBadge tone="navy">Yes</StatusBadge>
        ) : (
          <StatusBadge tone="muted">No</StatusBadge>
        ),
    },
    {
      header: 'ACTIONS',
      align: 'right',
      cell: (executive) => (
        <RowActions>
          <ButtonLink
            to={paths.admin.executiveEdit.to(executive._id)}
            variant="secondary"
            aria-label={`Edit ${executive.name}`}
          >
            Edit
          </ButtonLink>
          <Button
            variant="danger"
            onClick={() => void onDelete(executive)}
            aria-label={`Delete ${executive.name}`}
          >
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <AdminPage
      title="Manage Executives"
      actions={
        <>
          <StartSessionButton council={council} />
          <ButtonLink to={paths.admin.executiveNew.to()}>Add New Executive</ButtonLink>
        </>
      }
    >
      <div className="mb-6">
        <SessionFilter council={council} />
      </div>
      <ListSearch label="Search executives" address={executives.address} />
      {executives.isPending ? (
        <Loading>Loading executives...</Loading>
      ) : executives.isError ? (
        <LoadFailed onRetry={() => void executives.refetch()}>
          {adminMessages.fetchExecutivesFailed}
        </LoadFailed>
      ) : executives.data.total === 0 ? (
        <ListEmpty q={executives.address.q} things="executives">
          No executives found. Click "Add New Executive" to get started.
        </ListEmpty>
      ) : (
        <>
          <DataTable
            caption="Executives"
            sorting={executives.address}
            columns={columns}
            rows={executives.data.items}
            rowKey={(executive) => executive._id}
          />
          <ListPages address={executives.address} total={executives.data.total} label="Executives pages" />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
