import { publicMessages } from '@lss/shared/messages';
import { Link, useLoaderData } from 'react-router';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { useFailureToast } from '#web/lib/loaded.ts';
import { PostCard } from './components/post-card.tsx';
import type { NewsData } from './news-loader.ts';

export function NewsPage() {
  const { posts } = useLoaderData() as NewsData;
  useFailureToast(!posts.ok, publicMessages.fetchPostsFailed);
  const list = posts.ok ? posts.value : [];
  const [lead, ...rest] = list;
  return (
    <>
      <PageMeta
        title="News & Publications"
        description="News, articles and publications from the Law Students' Society: essays, reports and announcements by our members."
        path={paths.news.to()}
      />
      <PageHeader eyebrow="The Society Press" title="News & Publications">
        <p>Announcements, essays and reports from the society and its members.</p>
        <p className="mt-6">
          <Link to={paths.submit.to()} className="btn-outline-light px-5 py-2.5">
            Submit an Article
          </Link>
        </p>
      </PageHeader>
      <div className="container-page py-16 sm:py-20">
        {!posts.ok ? (
          <Notice role="alert">{publicMessages.fetchPostsFailed}</Notice>
        ) : !lead ? (
          <Notice>{publicMessages.noArticles}</Notice>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            <li className="sm:col-span-2 lg:col-span-3">
              <PostCard post={lead} lead />
            </li>
            {rest.map((post) => (
              <li key={post._id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
