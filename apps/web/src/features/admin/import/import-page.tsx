import { IMPORT_FILE_MAX_MB } from '@lss/shared/import';
import { importScreenMessages as messages } from '@lss/shared/import-messages';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '#web/lib/http.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { SubmitButton } from '../ui/buttons.tsx';
import { CheckboxField, FieldShell, TextField } from '../ui/fields.tsx';
import { Loading } from '../ui/states.tsx';
import { toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useImportJob } from './api/use-import-job.ts';
import { useLatestImport } from './api/use-latest-import.ts';
import { useStartImport } from './api/use-start-import.ts';
import { ImportJob } from './import-job.tsx';

type Errors = Record<string, string | undefined>;

/** The server's field errors of a refused start, else none. */
const fieldErrorsOf = (error: unknown): Errors => (error instanceof ApiError ? error.fieldErrors : {});

function FormSection({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: (headingId: string) => React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {children(headingId)}
    </section>
  );
}

/** From the original site: its address, an administrator's token (never kept), a dry run. */
function OriginalForm({ disabled, onStarted }: { disabled: boolean; onStarted: (id: string) => void }) {
  const start = useStartImport();
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const url = String(data.get('url') ?? '').trim();
    if (!url) {
      setErrors({ url: messages.urlRequired });
      return;
    }
    setErrors({});
    try {
      const token = String(data.get('token') ?? '').trim();
      const { id } = await start.mutateAsync({
        kind: 'original',
        body: { kind: 'original', url, ...(token ? { token } : {}), dryRun: data.get('dryRun') === 'on' },
      });
      onStarted(id);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toastFailure(error, messages.startFailed);
    }
  }

  return (
    <FormSection heading={messages.originalHeading} intro={messages.originalIntro}>
      {(headingId) => (
        <form aria-labelledby={headingId} noValidate className="mt-5 space-y-5" onSubmit={onSubmit}>
          <TextField
            name="url"
            type="url"
            inputMode="url"
            autoComplete="url"
            label={messages.urlLabel}
            hint={messages.urlHint}
            error={errors.url}
          />
          <TextField
            name="token"
            type="password"
            autoComplete="off"
            label={messages.tokenLabel}
            hint={messages.tokenHint}
            error={errors.token}
            optional
          />
          <CheckboxField name="dryRun" label={messages.dryRunLabel} hint={messages.dryRunHint} />
          <SubmitButton busy={start.isPending} busyLabel={messages.starting} disabled={disabled}>
            {messages.startOriginal}
          </SubmitButton>
        </form>
      )}
    </FormSection>
  );
}

/** From WordPress: the export file, where its media are fetched from, pages or not, a dry run. */
function WordPressForm({ disabled, onStarted }: { disabled: boolean; onStarted: (id: string) => void }) {
  const start = useStartImport();
  const fileId = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = (document.getElementById(fileId) as HTMLInputElement | null)?.files?.[0];
    if (!file || file.size === 0) {
      setErrors({ file: messages.fileRequired });
      document.getElementById(fileId)?.focus();
      return;
    }
    setErrors({});
    setSent(0);
    try {
      const { id } = await start.mutateAsync({
        kind: 'wordpress',
        form: {
          file,
          mediaFrom: String(data.get('mediaFrom') ?? ''),
          pages: data.get('pages') === 'on',
          dryRun: data.get('dryRun') === 'on',
          onUploadProgress: setSent,
        },
      });
      onStarted(id);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(
        error instanceof ApiError && error.status === 413
          ? { ...fields, file: error.serverMessage ?? '' }
          : fields,
      );
      toastFailure(error, messages.startFailed);
    }
  }

  return (
    <FormSection heading={messages.wordpressHeading} intro={messages.wordpressIntro}>
      {(headingId) => (
        <form aria-labelledby={headingId} noValidate className="mt-5 space-y-5" onSubmit={onSubmit}>
          <FieldShell
            id={fileId}
            label={messages.fileLabel}
            hint={messages.fileHint(IMPORT_FILE_MAX_MB)}
            error={errors.file}
          >
            <input
              id={fileId}
              name="file"
              type="file"
              accept=".xml,text/xml,application/xml"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
              className="field-input w-full py-2 aria-[invalid=true]:border-error"
            />
          </FieldShell>
          <TextField
            name="mediaFrom"
            type="url"
            inputMode="url"
            label={messages.mediaFromLabel}
            hint={messages.mediaFromHint}
            error={errors.mediaFrom}
            optional
          />
          <CheckboxField name="pages" label={messages.pagesLabel} hint={messages.pagesHint} />
          <CheckboxField name="dryRun" label={messages.dryRunLabel} hint={messages.dryRunHint} />
          <SubmitButton busy={start.isPending} busyLabel={messages.uploading(sent)} disabled={disabled}>
            {messages.startWordPress}
          </SubmitButton>
        </form>
      )}
    </FormSection>
  );
}

/**
 * /admin/import (administrators; issue 29, decision 037): the two ways in, then the job as it runs
 * (a bar per type, polled every second) and its report. After a reload the running (or last) job
 * is found again through GET /api/import.
 */
export function ImportPage() {
  const latest = useLatestImport();
  const [startedId, setStartedId] = useState<string | null>(null);
  const id = startedId ?? latest.data?.job?.id ?? null;
  const job = useImportJob(id);
  useErrorToast(latest.error ?? job.error, messages.loadFailed);
  const report = job.data ?? (latest.data?.job?.id === id ? latest.data?.job : undefined);
  const running = report?.status === 'running';

  return (
    <AdminPage title={messages.title} documentTitle={messages.documentTitle} description={messages.intro}>
      {latest.isPending ? <Loading>Loading…</Loading> : null}
      {running ? (
        <p className="mb-4 rounded-sm border border-gold bg-parchment px-4 py-3 text-ink">
          {messages.running}
        </p>
      ) : null}
      {report ? (
        <div className="mb-6">
          <ImportJob report={report} focus={report.id === startedId} />
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <OriginalForm disabled={running} onStarted={setStartedId} />
        <WordPressForm disabled={running} onStarted={setStartedId} />
      </div>
    </AdminPage>
  );
}
