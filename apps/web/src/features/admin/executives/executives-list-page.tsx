import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import { councilMessages } from '@lss/shared/council-messages';
import { type Executive, isVacant } from '@lss/shared/executives';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import type { Column } from '../ui/data-table.tsx';
import {
  editDeleteColumn,
  featuredColumn,
  RecordListPage,
  useDeleteFromList,
} from '../ui/record-list-page.tsx';
import { useDeleteExecutive } from './api/use-delete-executive.ts';
import { useExecutives } from './api/use-executives.ts';
import { SessionFilter, StartSessionButton, useCouncilSession } from './council-sessions.tsx';

export function ExecutivesListPage() {
  // One session's council at a time, vacant positions included (decision 021); searched and sorted (018).
  const council = useCouncilSession();
  const executives = useExecutives(council.session);
  const { onDelete, dialog } = useDeleteFromList<Executive>(useDeleteExecutive(), {
    confirm: confirmMessages.deleteExecutive,
    deleted: successMessages.executiveDeleted,
    failed: adminMessages.deleteExecutiveFailed,
  });

  const editTo = (executive: Executive) => paths.admin.executiveEdit.to(executive._id);
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
    featuredColumn(),
    editDeleteColumn(editTo, (executive) => executive.name, onDelete),
  ];

  return (
    <RecordListPage
      title="Manage Executives"
      add={{ to: paths.admin.executiveNew.to(), label: 'Add New Executive' }}
      actions={<StartSessionButton council={council} />}
      filters={
        <div className="mb-6">
          <SessionFilter council={council} />
        </div>
      }
      things="executives"
      list={executives}
      fetchFailed={adminMessages.fetchExecutivesFailed}
      columns={columns}
      dialog={dialog}
    />
  );
}
