import { accountMessages } from '@lss/shared/auth-messages';
import { submissionMessages } from '@lss/shared/submission-messages';
import type { Submission, SubmissionStatus } from '@lss/shared/submissions';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button, buttonClass } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { ListEmpty, ListPages, ListSearch, ListSort } from '../ui/list-pages.tsx';
import { SenderLine } from '../ui/sender-line.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useApproveSubmission } from './api/use-approve-submission.ts';
import { useRejectSubmission } from './api/use-reject-submission.ts';
import { useSubmissions } from './api/use-submissions.ts';

/** The orders offered: what each card shows (decision 018). */
const SORTS = [
  { key: 'date', label: 'Date sent', kind: 'date' },
  { key: 'title', label: 'Title' },
  { key: 'name', label: 'Student' },
  { key: 'status', label: 'Status' },
] as const;
const FETCH_FAILED = accountMessages.fetchSubmissionsFailed;
const REVIEW_FAILED = accountMessages.reviewSubmissionFailed;

const tones: Record<SubmissionStatus, 'orange' | 'green' | 'muted'> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'muted',
};

/** Students' articles sent through /submit: read, approve into a draft post, or reject. */
export function SubmissionsPage() {
  const dates = useAdminDates();
  const list = useSubmissions();
  const approve = useApproveSubmission();
  const reject = useRejectSubmission();
  const { confirm, dialog } = useConfirm();
  const [openId, setOpenId] = useState<string | null>(null);
  const [approvedPosts, setApprovedPosts] = useState<Record<string, string>>({});
  useErrorToast(list.error, FETCH_FAILED);

  async function onApprove(item: Submission) {
    if (
      !(await confirm(
        `Approve "${item.title}"? A draft post by-lined with ${item.name} will be created.`,
        'Approve',
        'primary',
      ))
    )
      return;
    try {
      const { post } = await approve.mutateAsync(item._id);
      setApprovedPosts((current) => ({ ...current, [item._id]: post._id }));
      toast.success(submissionMessages.approved);
    } catch (error) {
      toastFailure(error, REVIEW_FAILED);
    }
  }

  async function onReject(item: Submission) {
    if (!(await confirm(`Reject "${item.title}"? The student's text stays here for reference.`, 'Reject')))
      return;
    try {
      await reject.mutateAsync(item._id);
      toast.success(submissionMessages.rejected);
    } catch (error) {
      toastFailure(error, REVIEW_FAILED);
    }
  }

  // Counted from the page in view: the whole list when it fits one page and no search narrows it.
  const whole = list.data && !list.address.q && list.data.items.length === list.data.total;
  const pending = list.data?.items.filter((item) => item.status === 'pending').length ?? 0;

  return (
    <AdminPage
      title="Article Submissions"
      description={
        list.data
          ? `${whole ? `${pending} waiting for review.` : `${list.data.total} submissions.`} Students send articles from the Submit page.`
          : undefined
      }
    >
      <ListSearch label="Search submissions" address={list.address} />
      <ListSort address={list.address} columns={SORTS} />
      {list.isPending ? (
        <Loading>Loading submissions...</Loading>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>{FETCH_FAILED}</LoadFailed>
      ) : list.data.total === 0 ? (
        <ListEmpty q={list.address.q} things="submissions">
          No submissions yet. Articles sent through the public Submit page appear here.
        </ListEmpty>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Submissions">
            {list.data.items.map((item) => {
              const isOpen = openId === item._id;
              const panelId = `submission-${item._id}`;
              const postId = approvedPosts[item._id] ?? item.postId;
              return (
                <li
                  key={item._id}
                  className={`rounded-sm border bg-card ${item.status === 'pending' ? 'border-l-4 border-rule border-l-gold' : 'border-rule'}`}
                >
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpenId(isOpen ? null : item._id)}
                    className="flex w-full flex-col gap-1 px-4 py-3 text-left sm:flex-row sm:items-center sm:gap-4"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-navy">{item.title}</span>
                      <span className="block truncate text-sm text-muted">by {item.name}</span>
                    </span>
                    <StatusBadge tone={tones[item.status]}>{item.status.toUpperCase()}</StatusBadge>
                    <span className="shrink-0 text-xs text-muted">{dates.dateTime(item.createdAt)}</span>
                  </button>
                  {isOpen ? (
                    <div id={panelId} className="border-t border-rule px-4 py-4">
                      <SenderLine name={item.name} email={item.email} />
                      {item.imageUrl ? (
                        <img
                          src={item.imageUrl}
                          alt={`Sent with ${item.title}`}
                          className="mt-4 max-h-64 rounded-sm border border-rule object-contain"
                        />
                      ) : null}
                      <div className="mt-4 max-h-[28rem] overflow-y-auto rounded-sm border border-rule bg-white px-4 py-3">
                        <p className="whitespace-pre-wrap text-ink">{item.article}</p>
                      </div>
                      <div className="mt-4 flex flex-wrap gap-2">
                        {item.status === 'pending' ? (
                          <>
                            <Button onClick={() => void onApprove(item)} disabled={approve.isPending}>
                              Approve as Draft
                            </Button>
                            <Button
                              variant="danger"
                              onClick={() => void onReject(item)}
                              disabled={reject.isPending}
                            >
                              Reject
                            </Button>
                          </>
                        ) : null}
                        {postId ? (
                          <Link to={paths.admin.postEdit.to(postId)} className={buttonClass('secondary')}>
                            Edit the draft post
                          </Link>
                        ) : null}
                      </div>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <ListPages address={list.address} total={list.data.total} label="Submissions pages" />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
