import { postSummary } from '@lss/shared/post-description';
import { postByline } from '@lss/shared/post-summary';
import type { Post } from '@lss/shared/posts';
import { publicMessages } from '@lss/shared/public-messages';
import { useLoaderData, useParams } from 'react-router';
import { Article } from '#web/components/ui/article.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { membersOnlyAccess } from '#web/components/ui/members-only.tsx';
import { NotFound } from '#web/components/ui/not-found.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { SubscribeBox } from '#web/features/newsletter/subscribe-box.tsx';
import { useSite } from '#web/lib/site-context.ts';
import { MembersPanel } from './components/members-panel.tsx';

/** What the page says when there is nothing at its address. */
const POST_NOT_FOUND = {
  toast: publicMessages.postNotFoundToast,
  heading: publicMessages.postNotFound,
  back: { to: paths.news.to(), label: 'Back to News & Publications' },
};

export function ArticlePage() {
  const { post } = useLoaderData() as { post: Post | null };
  const { slug = '' } = useParams();
  const { member } = useSite();
  if (!post) return <NotFound {...POST_NOT_FOUND} path={paths.article.to(slug)} />;
  // A members-only post's body only for a verified member (the loader read it for them alone).
  const access = membersOnlyAccess(member);
  const locked = post.membersOnly && access !== 'verified' ? access : null;
  return (
    <>
      <PageMeta
        title={post.title}
        description={postSummary(post) || post.title}
        path={paths.article.to(post.slug)}
        image={post.coverImageUrl}
        type="article"
      />
      <Article
        title={post.title}
        authorName={postByline(post)}
        date={post.publishedAt ?? post.createdAt}
        coverImageUrl={post.coverImageUrl}
        coverImageAlt={post.coverImageAlt}
        contentBody={locked ? '' : post.contentBody}
        membersOnly={post.membersOnly}
        locked={locked ? <MembersPanel access={locked} excerpt={post.excerpt} /> : undefined}
        backLinks={{
          top: <BackLink to={paths.news.to()}>News & Publications</BackLink>,
          bottom: <BackLink to={paths.news.to()}>Back to News & Publications</BackLink>,
        }}
      />
      <aside className="container-page max-w-3xl pb-16">
        <div className="card p-6 sm:p-8">
          <SubscribeBox id="article-subscribe" tone="light" />
        </div>
      </aside>
    </>
  );
}
