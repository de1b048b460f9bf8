import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { useAdminList } from '../api/records.ts';
import { AdminPage } from './admin-page.tsx';
import { Button, ButtonLink } from './buttons.tsx';
import { useConfirm } from './confirm-dialog.tsx';
import { type Column, DataTable, RowActions } from './data-table.tsx';
import { ListEmpty, ListPages, ListSearch } from './list-pages.tsx';
import { LoadFailed, Loading } from './states.tsx';
import { StatusBadge } from './status-badge.tsx';
import { toastFailure, useErrorToast } from './use-error-toast.ts';

type AdminList<T> = ReturnType<typeof useAdminList<T>>;

/**
 * A record's delete from its list: asked first, then a toast either way. `dialog` is the question,
 * rendered once by the page.
 */
export function useDeleteFromList<T extends { _id: string }>(
  remove: { mutateAsync(id: string): Promise<unknown> },
  messages: { confirm: string; deleted: string; failed: string },
) {
  const { confirm, dialog } = useConfirm();
  async function onDelete(record: T) {
    if (!(await confirm(messages.confirm))) return;
    try {
      await remove.mutateAsync(record._id);
      toast.success(messages.deleted);
    } catch (error) {
      toastFailure(error, messages.failed);
    }
  }
  return { onDelete, dialog };
}

/** A row's Edit link and Delete button, each naming the record for screen readers. */
export function EditDeleteActions({
  editTo,
  name,
  onDelete,
}: {
  editTo: string;
  name: string;
  onDelete: () => void;
}) {
  return (
    <>
      <ButtonLink to={editTo} variant="secondary" aria-label={`Edit ${name}`}>
        Edit
      </ButtonLink>
      <Button variant="danger" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </>
  );
}

/** The TITLE column: each record's title, a link to its editor. */
export function titleColumn<T extends { title: string }>(editTo: (record: T) => string): Column<T> {
  return {
    header: 'TITLE',
    sortKey: 'title',
    primary: true,
    cell: (record) => (
      <Link to={editTo(record)} className="hover:underline">
        {record.title}
      </Link>
    ),
  };
}

/** The FEATURED column: Yes (navy) or No. */
export function featuredColumn<T extends { isFeatured: boolean }>(): Column<T> {
  return {
    header: 'FEATURED',
    sortKey: 'featured',
    cell: (record) =>
      record.isFeatured ? (
        <StatusBadge tone="navy">Yes</StatusBadge>
      ) : (
        <StatusBadge tone="muted">No</StatusBadge>
      ),
  };
}

/** The ACTIONS column: Edit and Delete (EditDeleteActions). */
export function editDeleteColumn<T>(
  editTo: (record: T) => string,
  name: (record: T) => string,
  onDelete: (record: T) => Promise<void>,
): Column<T> {
  return {
    header: 'ACTIONS',
    align: 'right',
    cell: (record) => (
      <RowActions>
        <EditDeleteActions
          editTo={editTo(record)}
          name={name(record)}
          onDelete={() => void onDelete(record)}
        />
      </RowActions>
    ),
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An admin list below its search box: loading, failed (with a retry), empty (`empty`, or the
 * search's own word), or the table and its page links. `things` (lower case, plural) names the
 * states and the page links; `caption` the table (by default `Things`).
 */
export function ListBody<T extends { _id: string }>({
  list,
  things,
  caption = capitalised(things),
  fetchFailed,
  empty,
  columns,
}: {
  list: AdminList<T>;
  things: string;
  caption?: string;
  fetchFailed: string;
  empty: string;
  columns: Column<T>[];
}) {
  if (list.isPending) return <Loading>{`Loading ${things}...`}</Loading>;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()}>{fetchFailed}</LoadFailed>;
  if (list.data.total === 0)
    return (
      <ListEmpty q={list.address.q} things={things}>
        {empty}
      </ListEmpty>
    );
  return (
    <>
      <DataTable
        caption={caption}
        sorting={list.address}
        columns={columns}
        rows={list.data.items}
        rowKey={(record) => record._id}
      />
      <ListPages address={list.address} total={list.data.total} label={`${capitalised(things)} pages`} />
    </>
  );
}

/**
 * A content type's admin list (decision 018): its title and "add" link, the search box, then the
 * loading, failed or empty state, or the table and its page links. `things` (lower case, plural)
 * names the search, the states and the page links; `caption` the table (by default `Things`).
 */
export function RecordListPage<T extends { _id: string }>({
  title,
  add,
  actions,
  filters,
  things,
  caption = capitalised(things),
  list,
  fetchFailed,
  columns,
  dialog,
}: {
  title: string;
  /** The link to a new record's editor, last among the page's actions. */
  add: { to: string; label: string };
  /** The page's other actions, before the add link. */
  actions?: ReactNode;
  /** Shown above the search box. */
  filters?: ReactNode;
  things: string;
  caption?: string;
  list: AdminList<T>;
  fetchFailed: string;
  columns: Column<T>[];
  /** The delete's question (useDeleteFromList). */
  dialog: ReactNode;
}) {
  useErrorToast(list.error, fetchFailed);
  const addLink = <ButtonLink to={add.to}>{add.label}</ButtonLink>;
  return (
    <AdminPage
      title={title}
      actions={
        actions ? (
          <>
            {actions}
            {addLink}
          </>
        ) : (
          addLink
        )
      }
    >
      {filters}
      <ListSearch label={`Search ${things}`} address={list.address} />
      <ListBody
        list={list}
        things={things}
        caption={caption}
        fetchFailed={fetchFailed}
        empty={`No ${things} found. Click "${add.label}" to get started.`}
        columns={columns}
      />
      {dialog}
    </AdminPage>
  );
}
