import {
  IMPORT_OUTCOMES,
  type ImportOutcome,
  type MemberImportResult,
  type MemberImportRow,
} from '@lss/shared/member-roster';
import { memberRosterMessages as messages } from '@lss/shared/members-messages';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Button, SubmitButton } from '../ui/buttons.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { toastFailure } from '../ui/use-error-toast.ts';
import { useImportMembers } from './api/use-import-members.ts';

/** Rows of one outcome the preview shows at most (a class list of thousands stays a readable page). */
export const PREVIEW_ROWS = 100;

const COLUMNS: Column<MemberImportRow>[] = [
  { header: 'Line', cell: (row) => row.line },
  { header: 'Name', primary: true, cell: (row) => row.fullName || '—' },
  { header: 'E-mail', cell: (row) => <span className="break-all">{row.email || '—'}</span> },
  { header: 'Matric no.', cell: (row) => row.matricNumber || '—' },
  { header: 'Level', cell: (row) => row.level || '—' },
  { header: 'Why', cell: (row) => <span className="text-sm">{row.detail}</span> },
];

/** The outcome the preview opens on: the refused rows when there are any (they need a look), else the first there is. */
const firstOutcome = (result: MemberImportResult): ImportOutcome =>
  result.counts.refused > 0
    ? 'refused'
    : (IMPORT_OUTCOMES.find((outcome) => result.counts[outcome] > 0) ?? 'added');

/**
 * The class-list import (issue 27): choose a CSV file, see what the import will do with each row
 * (added, updated, unchanged, refused and why: POST /api/members/import?dryRun=true), then confirm.
 */
export function MemberImportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const introId = useId();
  const fileId = useId();
  const importMembers = useImportMembers();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<MemberImportResult | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome>('added');
  const busy = importMembers.isPending;

  async function onPreview(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    try {
      const result = await importMembers.mutateAsync({ file, dryRun: true });
      setPreview(result);
      setOutcome(firstOutcome(result));
    } catch (error) {
      setPreview(null);
      toastFailure(error, messages.previewFailed);
    }
  }

  async function onImport() {
    if (!file) return;
    try {
      const result = await importMembers.mutateAsync({ file, dryRun: false });
      toast.success(messages.importDone(result.counts.added, result.counts.updated));
      onClose();
    } catch (error) {
      toastFailure(error, messages.importFailed);
    }
  }

  const rows = preview ? preview.rows.filter((row) => row.outcome === outcome) : [];
  const toImport = preview ? preview.counts.added + preview.counts.updated : 0;

  return (
    <Dialog
      labelledBy={titleId}
      describedBy={introId}
      onClose={onClose}
      lockScroll
      className="flex max-h-[92vh] w-full max-w-4xl flex-col overflow-y-auto rounded-sm border-t-4 border-gold bg-card p-5 shadow-2xl sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {messages.importTitle}
      </h2>
      <p id={introId} className="mt-2 text-muted">
        {messages.importIntro}
      </p>
      <form
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => void onPreview(event)}
      >
        <div className="flex-1">
          <label htmlFor={fileId} className="field-label">
            {messages.importFileLabel}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="field-input w-full py-2"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </div>
        <SubmitButton
          variant="secondary"
          busy={busy && !preview}
          busyLabel={messages.previewing}
          disabled={!file || busy}
        >
          {messages.preview}
        </SubmitButton>
      </form>

      {preview ? (
        <section aria-labelledby={`${titleId}-preview`} className="mt-6">
          <h3 id={`${titleId}-preview`} className="text-lg font-bold">
            {messages.previewHeading}
          </h3>
          <p className="mt-1 text-ink" role="status">
            {messages.previewSummary(
              preview.counts.added,
              preview.counts.updated,
              preview.counts.unchanged,
              preview.counts.refused,
            )}
          </p>
          <fieldset className="mt-4 mb-4 flex flex-wrap gap-2">
            <legend className="sr-only">{messages.previewHeading}</legend>
            {IMPORT_OUTCOMES.map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={outcome === choice}
                onClick={() => setOutcome(choice)}
                className="min-h-11 rounded-sm border border-navy/40 px-4 text-sm font-semibold aria-pressed:border-navy aria-pressed:bg-navy aria-pressed:text-parchment"
              >
                {messages.outcomeNames[choice]} ({preview.counts[choice].toLocaleString('en')})
              </button>
            ))}
          </fieldset>
          {rows.length === 0 ? (
            <p className="text-muted">{messages.previewNothing}</p>
          ) : (
            <>
              <DataTable
                caption={`${messages.outcomeNames[outcome]}: ${messages.previewHeading}`}
                columns={COLUMNS}
                rows={rows.slice(0, PREVIEW_ROWS)}
                rowKey={(row) => String(row.line)}
              />
              {rows.length > PREVIEW_ROWS ? (
                <p className="mt-2 text-sm text-muted">
                  {messages.previewShowing(PREVIEW_ROWS, rows.length)}
                </p>
              ) : null}
            </>
          )}
          {toImport === 0 ? <p className="mt-4 font-semibold text-navy">{messages.nothingToImport}</p> : null}
        </section>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-rule pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {messages.cancel}
        </Button>
        {preview && toImport > 0 ? (
          <Button onClick={() => void onImport()} disabled={busy}>
            {busy ? messages.importing : messages.confirmImport(toImport)}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
