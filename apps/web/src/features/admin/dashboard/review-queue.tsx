import { adminMessages, reviewMessages } from '@lss/shared/messages';
import type { Post } from '@lss/shared/posts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { adminRequest } from '#web/lib/admin-api.ts';
import { postsResource } from '../api/resources.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { LoadFailed } from '../ui/states.tsx';

/** Under the posts' key: saving a post (publishing it answers the request) refreshes the queue. */
export const REVIEW_QUEUE_KEY = [postsResource.key, 'review-queue'] as const;

/** The drafts contributors submitted for review, the longest waiting first (editors and up). */
export function ReviewQueue() {
  const dates = useAdminDates();
  const queue = useQuery({
    queryKey: REVIEW_QUEUE_KEY,
    queryFn: ({ signal }) => adminRequest<Post[]>('/posts/review-queue', { signal }),
  });

  return (
    <section aria-labelledby="awaiting-review" className="mt-10">
      <h2 id="awaiting-review" className="mb-4 text-xl font-bold">
        {reviewMessages.awaitingReview}
        {queue.data?.length ? <span className="ml-2 text-base text-muted">({queue.data.length})</span> : null}
      </h2>
      {queue.isError ? (
        <LoadFailed onRetry={() => void queue.refetch()}>{adminMessages.fetchPostsFailed}</LoadFailed>
      ) : queue.isPending ? null : queue.data.length === 0 ? (
        <p className="card px-5 py-4 text-muted">{reviewMessages.noneAwaiting}</p>
      ) : (
        <ul className="card divide-y divide-rule">
          {queue.data.map((post) => (
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
    </section>
  );
}
