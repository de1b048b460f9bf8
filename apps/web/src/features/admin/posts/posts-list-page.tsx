import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import { reviewMessages } from '@lss/shared/post-messages';
import { type Post, postDisplayStatus } from '@lss/shared/posts';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { useMayUse } from '../access.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button, ButtonLink } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type Column, DataTable, RowActions } from '../ui/data-table.tsx';
import { ListEmpty, ListPages, ListSearch } from '../ui/list-pages.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
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
  const remove = useDeletePost();
  const withdraw = useWithdrawReview();
  // A contributor's list holds their own posts, which they change only while drafts.
  const mayPublish = useMayUse('reviews');
  const mayChange = (post: Post) => mayPublish || post.status === 'draft';
  const { confirm, dialog } = useConfirm();
  useErrorToast(posts.error, adminMessages.fetchPostsFailed);

  async function onWithdraw(post: Post) {
    try {
      await withdraw.mutateAsync(post._id);
      toast.success(reviewMessages.withdrawn);
    } catch (error) {
      toastFailure(error, adminMessages.savePostFailed);
    }
  }

  async function onDelete(post: Post) {
    if (!(await confirm(confirmMessages.deletePost))) return;
    try {
      await remove.mutateAsync(post._id);
      toast.success(successMessages.postDeleted);
    } catch (error) {
      toastFailure(error, adminMessages.deletePostFailed);
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
              <>
                <ButtonLink
                  to={paths.admin.postEdit.to(post._id)}
                  variant="secondary"
                  aria-label={`Edit ${post.title}`}
                >
                  Edit
                </ButtonLink>
                <Button
                  variant="danger"
                  onClick={() => void onDelete(post)}
                  aria-label={`Delete ${post.title}`}
                >
                  Delete
                </Button>
              </>
            ) : null}
          </RowActions>
        );
      },
    },
  ];

  return (
    <AdminPage
      title="Manage Posts"
      actions={<ButtonLink to={paths.admin.postNew.to()}>Create New Post</ButtonLink>}
    >
      <ListSearch label="Search posts" address={posts.address} />
      {posts.isPending ? (
        <Loading>Loading posts...</Loading>
      ) : posts.isError ? (
        <LoadFailed onRetry={() => void posts.refetch()}>{adminMessages.fetchPostsFailed}</LoadFailed>
      ) : posts.data.total === 0 ? (
        <ListEmpty q={posts.address.q} things="posts">
          No posts found. Click "Create New Post" to get started.
        </ListEmpty>
      ) : (
        <>
          <DataTable
            caption="Posts"
            sorting={posts.address}
            columns={columns}
            rows={posts.data.items}
            rowKey={(post) => post._id}
          />
          <ListPages address={posts.address} total={posts.data.total} label="Posts pages" />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
