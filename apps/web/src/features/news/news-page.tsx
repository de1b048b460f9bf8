import { pageCount } from '@lss/shared/pagination';
import { publicMessages } from '@lss/shared/public-messages';
import { useLoaderData } from 'react-router';
import { FailureToast } from '#web/components/ui/failure-toast.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { paths } from '#web/config/paths.ts';

import { PostCard } from './components/post-card.tsx';
import { NEWS_PAGE_SIZE, type NewsData } from './news-loader.ts';

export function NewsPage() {
  const { posts, page } = useLoaderData() as NewsData;
  const found = posts.ok ? posts.value : { items: [], total: 0 };
  // The lead story is the newest post, on the first page only.
  const lead = page === 1 ? found.items[0] : undefined;
  const rest = lead ? found.items.slice(1) : found.items;
  const lastPage = pageCount(found.total, NEWS_PAGE_SIZE);
  return (
    <>
      <FailureToast failed={!posts.ok} message={publicMessages.fetchPostsFailed} />
      <PageMeta
        title={page > 1 ? `News & Publications (page ${page})` : 'News & Publications'}
        description="News, articles and publications from the Law Students' Society: essays, reports and announcements by our members."
        path={paths.news.to(page)}
      />
      <PageHeader eyebrow="The Society Press" title="News & Publications">
        <p>Announcements, essays and reports from the society and its members.</p>
        <p className="mt-6">
          <a href={paths.submit.to()} className="btn-outline-light px-5 py-2.5">
            Submit an Article
          </a>
        </p>
      </PageHeader>
      <div className="container-page py-16 sm:py-20">
        {!posts.ok ? (
          <Notice role="alert">{publicMessages.fetchPostsFailed}</Notice>
        ) : found.total === 0 ? (
          <Notice>{publicMessages.noArticles}</Notice>
        ) : found.items.length === 0 ? (
          <Notice>
            The news ends on page {lastPage}.{' '}
            <a href={paths.news.to(lastPage)} className="link-quiet">
              Go to page {lastPage}
            </a>
          </Notice>
        ) : (
          <>
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {lead ? (
                <li className="sm:col-span-2 lg:col-span-3">
                  <PostCard post={lead} lead />
                </li>
              ) : null}
              {rest.map((post) => (
                <li key={post._id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              total={found.total}
              limit={NEWS_PAGE_SIZE}
              href={paths.news.to}
              label="News pages"
            />
          </>
        )}
      </div>
    </>
  );
}
