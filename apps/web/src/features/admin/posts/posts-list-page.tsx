import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import { membersContentMessages } from '@lss/shared/members-content-messages';
import { reviewMessages } from '@lss/shared/post-messages';
import { type Post, postDisplayStatus } from '@lss/shared/posts';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { useMayUse } from '../access.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { Button } from '../ui/buttons.tsx';
import { type Column, RowActions } from '../ui/data-table.tsx';
import { EditDeleteActions, RecordListPage, useDeleteFromList } from '../ui/record-list-page.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { toastFailure } from '../ui/use-error-toast.ts';
import { useDeletePost } from './api/use-delete-post.ts';
import { usePosts } from './api/use-posts.ts';
import { useWithdrawReview } from './api/use-withdraw-review.ts';

/** Spec §2: PUBLISHED in green, any other value in orange. */
/** PUBLISHED in green, anything else (DRAFT, SCHEDULED for a future publish time) in orange (spec §2). */
export function PostStatus({ post }: { post: Pick<Post, 'status' | 'publishedAt'> }) {
  const status = postDisplayStatus(post);
  return <StatusBadge tone={status === 'PUBLISHED' ? 'green' : 'orange'}>{status}</StatusBadge>;
}

export function PostsListPage() {
  const dates = useAdminDates();
  const posts = usePosts();
  const withdraw = useWithdrawReview();
  // A contributor's list holds their own posts, which they change only while drafts.
  const mayPublish = useMayUse('reviews');
  const mayChange = (post: Post) => mayPublish || post.status === 'draft';
  const { onDelete, dialog } = useDeleteFromList<Post>(useDeletePost(), {
    confirm: confirmMessages.deletePost,
    deleted: successMessages.postDeleted,
    failed: adminMessages.deletePostFailed,
  });

  async function onWithdraw(post: Post) {
    try {
      await withdraw.mutateAsync(post._id);
      toast.success(reviewMessages.withdrawn);
    } catch (error) {
      toastFailure(error, adminMessages.savePostFailed);
    }
  }

  const columns: Column<Post>[] = [
    {
      header: 'TITLE',
      sortKey: 'title',
      primary: true,
      cell: (post) =>
        mayChange(post) ? (
          <Link to={paths.admin.postEdit.to(post._id)} className="hover:underline">
            {post.title}
          </Link>
        ) : (
          post.title
        ),
    },
    {
      header: 'STATUS',
      sortKey: 'status',
      cell: (post) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <span className="flex flex-wrap gap-1.5">
            <PostStatus post={post} />
            {post.reviewRequestedAt ? (
              <StatusBadge tone="navy">{reviewMessages.awaitingReview.toUpperCase()}</StatusBadge>
            ) : null}
            {post.membersOnly ? (
              <StatusBadge tone="navy">{membersContentMessages.adminBadge}</StatusBadge>
            ) : null}
          </span>
          {post.status === 'published' && post.publishedAt && new Date(post.publishedAt) > new Date() ? (
            <span className="text-xs text-muted">Scheduled: {dates.dateTime(post.publishedAt)}</span>
          ) : null}
        </span>
      ),
    },
    { header: 'AUTHOR', sortKey: 'author', cell: (post) => post.author.fullName },
    {
      header: 'UPDATED',
      sortKey: 'updated',
      cell: (post) => <span className="text-sm text-muted">{dates.dateTime(post.updatedAt)}</span>,
    },
    {
      header: 'ACTIONS',
      align: 'right',
      cell: (post) => {
        return (
          <RowActions>
            {post.status === 'published' ? (
              <a
                href={paths.article.to(post.slug)}
                target="_blank"
                rel="noreferrer"
                className="px-2 text-sm font-semibold text-navy underline decoration-gold underline-offset-4"
                aria-label={`View ${post.title} on the website (opens in a new tab)`}
              >
                View
              </a>
            ) : null}
            {!mayPublish && post.reviewRequestedAt ? (
              <Button
                variant="secondary"
                onClick={() => void onWithdraw(post)}
                aria-label={`Withdraw the review request of ${post.title}`}
              >
                Withdraw
              </Button>
            ) : null}
            {mayChange(post) ? (
              <EditDeleteActions
                editTo={paths.admin.postEdit.to(post._id)}
                name={post.title}
                onDelete={() => void onDelete(post)}
              />
            ) : null}
          </RowActions>
        );
      },
    },
  ];

  return (
    <RecordListPage
      title="Manage Posts"
      add={{ to: paths.admin.postNew.to(), label: 'Create New Post' }}
      things="posts"
      list={posts}
      fetchFailed={adminMessages.fetchPostsFailed}
      columns={columns}
      dialog={dialog}
    />
  );
}
