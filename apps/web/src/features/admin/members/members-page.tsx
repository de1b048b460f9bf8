import { MEMBER_LEVELS } from '@lss/shared/constants';
import type { MemberRecord } from '@lss/shared/member-roster';
import { MEMBER_STATUSES } from '@lss/shared/members';
import { memberRosterMessages as messages } from '@lss/shared/members-messages';
import { parseSession } from '@lss/shared/sessions';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatShortDate } from '#web/lib/dates.ts';
import { useAddressChoice } from '../api/records.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { ListEmpty, ListPages, ListSearch } from '../ui/list-pages.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useExportMembers } from './api/use-export-members.ts';
import { useJoinedSessions } from './api/use-joined-sessions.ts';
import { useMemberRenewal } from './api/use-member-renewal.ts';
import { useMemberStatusChange } from './api/use-member-status-change.ts';
import { useMembers } from './api/use-members.ts';
import { useRemoveMember } from './api/use-remove-member.ts';
import { MemberEditDialog } from './member-edit-dialog.tsx';
import { MemberImportDialog } from './member-import-dialog.tsx';
import { RenewalNote } from './renewal.tsx';

const TONES = { pending: 'muted', active: 'orange', verified: 'green', lapsed: 'muted' } as const;

/** A labelled select of a filter kept in the address ('' for all). */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="field-input min-h-11 appearance-auto py-1.5"
      >
        <option value="">{messages.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The society's members (issue 27, editors and up): search, filters (status, level, joining
 * session), sort and pages kept in the address; one or many chosen to verify or lapse; edit,
 * remove; CSV export and the class-list import with its preview.
 */
export function MembersPage() {
  const dates = useAdminDates();
  const { confirm, dialog } = useConfirm();
  const sessions = useJoinedSessions();
  const [status, setStatus] = useAddressChoice('status', MEMBER_STATUSES);
  const [level, setLevel] = useAddressChoice('level', MEMBER_LEVELS);
  // A session in the address counts before the sessions' list has arrived (it is the list's first read).
  const [search] = useSearchParams();
  const askedSession = parseSession(search.get('joinedSession') ?? '');
  const sessionChoices = [...new Set([...(sessions.data ?? []), ...(askedSession ? [askedSession] : [])])];
  const [joinedSession, setJoinedSession] = useAddressChoice('joinedSession', sessionChoices);
  const filters = { status, level, joinedSession };
  const list = useMembers(filters);
  const { q } = list.address;
  const renewal = useMemberRenewal();
  const change = useMemberStatusChange();
  const remove = useRemoveMember();
  const exportMembers = useExportMembers();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<MemberRecord | null>(null);
  const [importing, setImporting] = useState(false);
  useErrorToast(list.error, messages.fetchFailed);

  const items = list.data?.items ?? [];
  // Only the members in view can be chosen: another page, search or filter is another choice.
  const selected = items.filter((member) => chosen.has(member._id));
  const allChosen = items.length > 0 && selected.length === items.length;
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function changeStatus(kind: 'verify' | 'lapse') {
    const ids = selected.map((member) => member._id);
    const session = renewal.data?.session ?? '';
    const question =
      kind === 'verify' ? messages.verifyConfirm(ids.length, session) : messages.lapseConfirm(ids.length);
    const label = kind === 'verify' ? messages.verify : messages.lapse;
    if (!(await confirm(question, label, kind === 'verify' ? 'primary' : 'danger'))) return;
    try {
      const result = await change.mutateAsync({ change: kind, ids });
      toast.success(result.message);
      setChosen(new Set());
    } catch (error) {
      toastFailure(error, kind === 'verify' ? messages.verifyFailed : messages.lapseFailed);
    }
  }

  async function onRemove(member: MemberRecord) {
    if (!(await confirm(messages.removeConfirm(member.fullName), messages.remove))) return;
    try {
      await remove.mutateAsync(member._id);
      toast.success(messages.removed);
    } catch (error) {
      toastFailure(error, messages.removeFailed);
    }
  }

  async function exportCsv() {
    try {
      await exportMembers.mutateAsync({ q, filters });
    } catch (error) {
      toastFailure(error, messages.exportFailed);
    }
  }

  const columns: Column<MemberRecord>[] = [
    {
      header: 'Select',
      cell: (member) => (
        <input
          type="checkbox"
          aria-label={messages.selectOne(member.fullName)}
          checked={chosen.has(member._id)}
          onChange={() => toggle(member._id)}
          className="h-5 w-5 accent-navy"
        />
      ),
    },
    {
      header: 'Name',
      sortKey: 'name',
      primary: true,
      cell: (member) => (
        <>
          {member.fullName}
          <span className="block text-sm font-normal break-all text-muted">{member.email}</span>
        </>
      ),
    },
    { header: 'Matric no.', sortKey: 'matric', cell: (member) => member.matricNumber ?? '—' },
    { header: 'Level', sortKey: 'level', cell: (member) => member.level },
    {
      header: 'Status',
      sortKey: 'status',
      cell: (member) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <StatusBadge tone={TONES[member.status]}>
            {messages.statusNames[member.status] ?? member.status}
          </StatusBadge>
          {member.status === 'verified' && member.verifiedSession ? (
            <span className="text-xs text-muted">{member.verifiedSession}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: 'Joined',
      sortKey: 'joined',
      cell: (member) => (
        <span className="flex flex-col items-end md:items-start">
          <span className="text-sm whitespace-nowrap">
            {formatShortDate(member.joinedAt, dates.timeZone)}
          </span>
          {member.joinedSession ? <span className="text-xs text-muted">{member.joinedSession}</span> : null}
        </span>
      ),
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (member) => (
        // On one line: the table gives the column the room, rather than stacking the buttons.
        <div className="flex items-center gap-2 md:justify-end">
          <Button
            variant="secondary"
            onClick={() => setEditing(member)}
            aria-label={`${messages.edit} ${member.fullName}`}
          >
            {messages.edit}
          </Button>
          <Button
            variant="danger"
            onClick={() => void onRemove(member)}
            aria-label={`${messages.remove} ${member.fullName}`}
          >
            {messages.remove}
          </Button>
        </div>
      ),
    },
  ];

  const total = list.data?.total ?? 0;
  const filtered = Boolean(q || status || level || joinedSession);
  return (
    <AdminPage
      title={messages.title}
      description={list.data ? messages.description(total, filtered) : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            {messages.importCsv}
          </Button>
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exportMembers.isPending}>
            {exportMembers.isPending ? messages.exporting : messages.exportCsv}
          </Button>
        </>
      }
    >
      <RenewalNote />
      <ListSearch
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        address={list.address}
      />
      <div className="mb-5 grid gap-4 sm:grid-cols-3">
        <FilterSelect
          label={messages.statusFilter}
          value={status}
          onChange={setStatus}
          options={MEMBER_STATUSES.map((value) => ({ value, label: messages.statusNames[value] ?? value }))}
        />
        <FilterSelect
          label={messages.levelFilter}
          value={level}
          onChange={setLevel}
          options={MEMBER_LEVELS.map((value) => ({ value, label: value }))}
        />
        <FilterSelect
          label={messages.sessionFilter}
          value={joinedSession}
          onChange={setJoinedSession}
          options={sessionChoices.map((value) => ({ value, label: value }))}
        />
      </div>
      {list.isPending ? (
        <Loading>{messages.loading}</Loading>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>{messages.fetchFailed}</LoadFailed>
      ) : items.length === 0 ? (
        <ListEmpty q={q} things="members">
          {filtered ? messages.emptyFiltered : messages.empty}
        </ListEmpty>
      ) : (
        <>
          <div
            role="toolbar"
            aria-label={messages.bulkActions}
            className="mb-3 flex flex-wrap items-center gap-3 rounded-sm border border-rule bg-card px-4 py-2"
          >
            <label className="flex min-h-11 items-center gap-2 font-semibold text-navy">
              <input
                type="checkbox"
                checked={allChosen}
                onChange={() => setChosen(allChosen ? new Set() : new Set(items.map((member) => member._id)))}
                className="h-5 w-5 accent-navy"
              />
              {messages.selectAll}
            </label>
            <span className="text-sm text-muted" aria-live="polite">
              {messages.selected(selected.length)}
            </span>
            <span className="flex flex-wrap gap-2 sm:ml-auto">
              <Button
                variant="primary"
                disabled={selected.length === 0 || change.isPending}
                onClick={() => void changeStatus('verify')}
              >
                {messages.verify}
              </Button>
              <Button
                variant="danger"
                disabled={selected.length === 0 || change.isPending}
                onClick={() => void changeStatus('lapse')}
              >
                {messages.lapse}
              </Button>
            </span>
          </div>
          <DataTable
            caption={messages.title}
            sorting={list.address}
            columns={columns}
            rows={items}
            rowKey={(member) => member._id}
          />
        </>
      )}
      {list.data ? <ListPages address={list.address} total={total} label="Member pages" /> : null}
      {editing ? <MemberEditDialog member={editing} onClose={() => setEditing(null)} /> : null}
      {importing ? <MemberImportDialog onClose={() => setImporting(false)} /> : null}
      {dialog}
    </AdminPage>
  );
}
