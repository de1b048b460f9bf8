import { electionAdminMessages as messages } from '@lss/shared/election-admin-messages';
import { type ElectionDetail, type Nomination, nominationDecisionInput } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { flattenIssues } from '@lss/shared/validation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/http.ts';
import { Button, SubmitButton } from '../ui/buttons.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { TextArea } from '../ui/fields.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useDecideNomination } from './api/use-decide-nomination.ts';
import { useNominations } from './api/use-nominations.ts';

const TONES = { pending: 'orange', accepted: 'green', rejected: 'muted' } as const;

/** The manifesto's words without its markup, cut to a preview. */
export function manifestoPreview(html: string, length = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

const nameOf = (nomination: Nomination) => nomination.member?.fullName ?? messages.formerMember;

/** Rejecting needs a reason, which the member reads. */
function RejectDialog({
  nomination,
  slug,
  onClose,
  onRejected,
}: {
  nomination: Nomination;
  slug: string;
  onClose: () => void;
  onRejected: () => void;
}) {
  const titleId = useId();
  const decide = useDecideNomination(slug);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = nameOf(nomination);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = nominationDecisionInput.safeParse({ status: 'rejected', reason });
    if (!checked.success) {
      setError(flattenIssues(checked.error.issues).reason);
      return;
    }
    try {
      await decide.mutateAsync({ id: nomination._id, status: 'rejected', reason });
      toast.success(messages.rejected(name));
      onClose();
      onRejected();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.reason) setError(failure.fieldErrors.reason);
      toastFailure(failure, messages.decideFailed);
    }
  }

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      lockScroll
      className="w-full max-w-lg rounded-sm border-t-4 border-gold bg-card p-5 shadow-2xl sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold break-words">
        {messages.rejectTitle(name)}
      </h2>
      <form className="mt-5 space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextArea
          label={messages.reasonLabel}
          hint={messages.reasonHint}
          rows={4}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-rule pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {messages.cancel}
          </Button>
          <SubmitButton variant="danger" busy={decide.isPending} busyLabel={messages.saving}>
            {messages.reject}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The nominations, a list per position (its officers and administrators see them); its officers
 * accept or reject (with a reason) until voting opens.
 */
export function ElectionNominations({
  election,
  isOfficer,
}: {
  election: ElectionDetail;
  isOfficer: boolean;
}) {
  const nominations = useNominations(election.slug, true);
  const decide = useDecideNomination(election.slug);
  const [rejecting, setRejecting] = useState<Nomination | null>(null);
  // A decided row loses the button that decided it: focus goes to the row's other one.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const button = (id: string, kind: 'accept' | 'reject') => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${id}:${kind}`, element);
    else buttons.current.delete(`${id}:${kind}`);
  };
  // After the dialog has given focus back to its opener, which the decision then removes.
  const focusLater = (id: string, kind: 'accept' | 'reject') =>
    setTimeout(() => buttons.current.get(`${id}:${kind}`)?.focus(), 0);
  useErrorToast(nominations.error, messages.nominationsFailed);
  const open = election.status === 'draft' || election.status === 'nominations';
  const mayDecide = isOfficer && open;

  async function accept(nomination: Nomination) {
    try {
      await decide.mutateAsync({ id: nomination._id, status: 'accepted' });
      toast.success(messages.accepted(nameOf(nomination)));
      focusLater(nomination._id, 'reject');
    } catch (error) {
      toastFailure(error, messages.decideFailed);
    }
  }

  const columns: Column<Nomination>[] = [
    {
      header: messages.member,
      primary: true,
      cell: (nomination) => (
        <>
          {nameOf(nomination)}
          {nomination.member ? (
            <span className="block text-sm font-normal break-all text-muted">{nomination.member.email}</span>
          ) : null}
        </>
      ),
    },
    { header: messages.level, cell: (nomination) => nomination.member?.level ?? '—' },
    {
      header: messages.photo,
      cell: (nomination) => (
        <img
          src={nomination.photoUrl}
          alt={electionsMessages.page.photoOf(nameOf(nomination))}
          className="h-16 w-16 shrink-0 rounded-sm border border-rule object-cover"
          loading="lazy"
        />
      ),
    },
    {
      header: messages.manifesto,
      cell: (nomination) => (
        <div className="min-w-0 max-w-md space-y-1 text-left">
          <p className="text-sm">{manifestoPreview(nomination.manifesto)}</p>
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-navy underline-offset-4 hover:underline">
              {messages.readManifesto(nameOf(nomination))}
            </summary>
            <div
              className="prose-lss prose-plain mt-2"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the nomination was stored
              dangerouslySetInnerHTML={{ __html: nomination.manifesto }}
            />
          </details>
        </div>
      ),
    },
    {
      header: messages.status,
      cell: (nomination) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <StatusBadge tone={TONES[nomination.status]}>
            {messages.nominationStatus[nomination.status] ?? nomination.status}
          </StatusBadge>
          {nomination.status === 'rejected' && nomination.reason ? (
            <span className="text-xs text-muted">{nomination.reason}</span>
          ) : null}
        </span>
      ),
    },
    ...(mayDecide
      ? [
          {
            header: messages.actions,
            align: 'right' as const,
            cell: (nomination: Nomination) => (
              <div className="flex items-center gap-2 md:justify-end">
                {nomination.status !== 'accepted' ? (
                  <Button
                    ref={button(nomination._id, 'accept')}
                    onClick={() => void accept(nomination)}
                    disabled={decide.isPending}
                    aria-label={messages.acceptLabel(nameOf(nomination))}
                  >
                    {messages.accept}
                  </Button>
                ) : null}
                {nomination.status !== 'rejected' ? (
                  <Button
                    ref={button(nomination._id, 'reject')}
                    variant="danger"
                    onClick={() => setRejecting(nomination)}
                    disabled={decide.isPending}
                    aria-label={messages.rejectLabel(nameOf(nomination))}
                  >
                    {messages.reject}
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]
      : []),
  ];

  const all = nominations.data ?? [];
  return (
    <section aria-labelledby="nominations-heading" className="space-y-4">
      <h2 id="nominations-heading" className="text-xl font-bold">
        {messages.nominationsTitle}
      </h2>
      {!open ? <p className="text-muted">{messages.nominationsFrozen}</p> : null}
      {nominations.isPending ? (
        <Loading>{messages.nominationsTitle}</Loading>
      ) : nominations.isError ? (
        <LoadFailed onRetry={() => void nominations.refetch()}>{messages.nominationsFailed}</LoadFailed>
      ) : all.length === 0 ? (
        <p className="rounded-sm border border-dashed border-rule bg-card px-4 py-6 text-center text-muted">
          {messages.nominationsNone}
        </p>
      ) : (
        election.positions.map((position) => {
          const forPosition = all.filter((nomination) => nomination.positionId === position._id);
          if (!forPosition.length) return null;
          return (
            <section key={position._id} aria-label={messages.nominationsCaption(position.title)}>
              <h3 className="mb-3 text-lg font-bold">{position.title}</h3>
              <DataTable
                caption={messages.nominationsCaption(position.title)}
                columns={columns}
                rows={forPosition}
                rowKey={(nomination) => nomination._id}
              />
            </section>
          );
        })
      )}
      {rejecting ? (
        <RejectDialog
          nomination={rejecting}
          slug={election.slug}
          onClose={() => setRejecting(null)}
          onRejected={() => focusLater(rejecting._id, 'accept')}
        />
      ) : null}
    </section>
  );
}
