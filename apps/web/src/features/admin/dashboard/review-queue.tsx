import { adminMessages } from '@lss/shared/admin-messages';
import { reviewMessages } from '@lss/shared/post-messages';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { useReviewQueue } from '../posts/api/use-review-queue.ts';
import { ListPages } from '../ui/list-pages.tsx';
import { LoadFailed } from '../ui/states.tsx';

/** The drafts contributors submitted for review, the longest waiting first (editors and up). */
export function ReviewQueue() {
  const dates = useAdminDates();
  // A page at a time (?page= of the dashboard's address), the longest waiting first.
  const queue = useReviewQueue();

  return (
    <section aria-labelledby="awaiting-review" className="mt-10">
      <h2 id="awaiting-review" className="mb-4 text-xl font-bold">
        {reviewMessages.awaitingReview}
        {queue.data?.total ? <span className="ml-2 text-base text-muted">({queue.data.total})</span> : null}
      </h2>
      {queue.isError ? (
        <LoadFailed onRetry={() => void queue.refetch()}>{adminMessages.fetchPostsFailed}</LoadFailed>
      ) : queue.isPending ? null : queue.data.total === 0 ? (
        <p className="card px-5 py-4 text-muted">{reviewMessages.noneAwaiting}</p>
      ) : (
        <ul className="card divide-y divide-rule">
          {queue.data.items.map((post) => (
            <li key={post._id} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:gap-4">
              <span className="min-w-0 flex-1">
                <strong className="font-semibold text-navy">{post.title}</strong>{' '}
                <span className="text-muted">by {post.author.fullName}</span>
                {post.reviewRequestedAt ? (
                  <span className="block text-sm text-muted">
                    Submitted{' '}
                    <time dateTime={post.reviewRequestedAt}>{dates.dateTime(post.reviewRequestedAt)}</time>
                  </span>
                ) : null}
              </span>
              <Link
                to={paths.admin.postEdit.to(post._id)}
                className="font-semibold text-navy underline decoration-gold decoration-2 underline-offset-4 hover:text-gold-deep"
                aria-label={`Review ${post.title}`}
              >
                Review
              </Link>
            </li>
          ))}
        </ul>
      )}
      {queue.data ? (
        <ListPages address={queue.address} total={queue.data.total} label="Review queue pages" />
      ) : null}
    </section>
  );
}
