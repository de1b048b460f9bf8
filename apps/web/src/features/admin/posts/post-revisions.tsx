import { revisionMessages } from '@lss/shared/post-messages';
import { postByline } from '@lss/shared/post-summary';
import type { Post, PostRevision } from '@lss/shared/posts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Article } from '#web/components/ui/article.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { messageOf } from '#web/lib/admin-api.ts';
import { Button } from '../ui/buttons.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { isSessionEnd } from '../ui/use-error-toast.ts';
import { usePostRevisions } from './api/use-post-revisions.ts';
import { useRestoreRevision } from './api/use-restore-revision.ts';

type Props = {
  post: Post;
  timeZone: string;
  dateTime: (iso: string) => string;
  onRestored: (post: Post) => void;
  onClose: () => void;
};

/**
 * The saved versions of a post (the last 20, newest first): who saved each and when, on the
 * society's clock; one opens read-only as the article would show it, and can be restored.
 */
export function PostRevisions({ post, timeZone, dateTime, onRestored, onClose }: Props) {
  const titleId = useId();
  const [open, setOpen] = useState<PostRevision | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const list = usePostRevisions(post._id);
  const { mutateAsync: restoreRevision } = useRestoreRevision(post._id);

  async function restore(revision: PostRevision) {
    setConfirming(false);
    setRestoring(true);
    try {
      const restored = await restoreRevision(revision._id);
      toast.success(revisionMessages.restored);
      onRestored(restored);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, revisionMessages.restoreFailed));
    } finally {
      setRestoring(false);
    }
  }

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      lockScroll
      backdropClassName="fixed inset-0 z-[75] flex justify-end bg-navy-deep/60"
      className="flex h-full w-full max-w-3xl flex-col bg-paper shadow-2xl"
    >
      <div className="flex items-center justify-between gap-4 border-b-4 border-gold bg-navy px-4 py-3 text-parchment sm:px-6">
        <h2 id={titleId} className="font-semibold text-parchment">
          {open
            ? `${revisionMessages.kinds[open.kind]} ${dateTime(open.savedAt)}`
            : revisionMessages.revisions}
        </h2>
        <button
          type="button"
          onClick={open ? () => setOpen(null) : onClose}
          className="min-h-11 shrink-0 rounded-sm border border-gold/80 px-4 text-sm font-semibold text-parchment hover:bg-gold hover:text-navy-deep"
        >
          {open ? 'All versions' : 'Close'}
        </button>
      </div>
      <div className="flex-1 overflow-y-auto">
        {open ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-rule bg-card px-4 py-3 sm:px-6">
              <p className="text-sm text-muted">
                Saved by <span className="font-semibold text-navy">{open.savedBy.fullName}</span>. Read-only.
              </p>
              <Button disabled={restoring} onClick={() => setConfirming(true)}>
                {revisionMessages.restore}
              </Button>
            </div>
            {open.excerpt ? (
              <p className="container-page max-w-4xl pt-6 text-muted">
                <span className="font-semibold text-navy">Excerpt:</span> {open.excerpt}
              </p>
            ) : null}
            <Article
              title={open.title || 'Untitled post'}
              authorName={postByline({ byline: open.byline, author: post.author })}
              date={open.savedAt}
              coverImageUrl={open.coverImageUrl}
              contentBody={open.contentBody}
              timeZone={timeZone}
            />
          </>
        ) : (
          <RevisionList revisions={list.data} failed={list.isError} dateTime={dateTime} onOpen={setOpen} />
        )}
      </div>
      {confirming && open ? (
        <ConfirmDialog
          tone="primary"
          message={revisionMessages.confirmRestore}
          confirmLabel={revisionMessages.restore}
          onConfirm={() => void restore(open)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Dialog>
  );
}

function RevisionList({
  revisions,
  failed,
  dateTime,
  onOpen,
}: {
  revisions: PostRevision[] | undefined;
  failed: boolean;
  dateTime: (iso: string) => string;
  onOpen: (revision: PostRevision) => void;
}) {
  if (failed) return <p className="p-6 text-error">{revisionMessages.fetchRevisionsFailed}</p>;
  if (!revisions) return <p className="p-6 text-muted">Loading saved versions…</p>;
  if (revisions.length === 0) return <p className="p-6 text-muted">{revisionMessages.noRevisions}</p>;
  return (
    <ol className="divide-y divide-rule" aria-label="Saved versions, newest first">
      {revisions.map((revision) => (
        <li key={revision._id}>
          <button
            type="button"
            onClick={() => onOpen(revision)}
            className="flex min-h-11 w-full flex-col gap-1 px-4 py-3 text-left hover:bg-parchment/70 focus-visible:bg-parchment/70 sm:px-6"
          >
            <span className="font-semibold text-navy">{revision.title || 'Untitled post'}</span>
            <span className="text-sm text-muted">
              {revisionMessages.kinds[revision.kind]} {dateTime(revision.savedAt)} by{' '}
              {revision.savedBy.fullName}
              {revision.status === 'published' ? ' · published' : ' · draft'}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
