import { publicMessages } from '@lss/shared/messages';
import type { Post } from '@lss/shared/posts';
import { useLoaderData, useParams } from 'react-router';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { ImageFrame } from '#web/components/ui/image-frame.tsx';
import { JsonLd, useJsonLdSite } from '#web/components/ui/json-ld.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { formatLongDate, isoString } from '#web/lib/dates.ts';
import { newsArticleJsonLd } from '#web/lib/json-ld.ts';
import { useFailureToast } from '#web/lib/loaded.ts';
import { plainText } from '#web/lib/text.ts';

function PostNotFound({ slug }: { slug: string }) {
  useFailureToast(true, publicMessages.postNotFoundToast);
  return (
    <>
      <PageMeta
        title="Post Not Found"
        description={publicMessages.postNotFound}
        path={paths.article.to(slug)}
        noIndex
      />
      <div className="container-page py-24 text-center">
        <p aria-hidden="true" className="font-serif text-6xl text-gold-deep">
          §
        </p>
        <h1 className="mt-4 text-4xl font-bold">{publicMessages.postNotFound}</h1>
        <p className="mt-8">
          <BackLink to={paths.news.to()}>Back to News & Publications</BackLink>
        </p>
      </div>
    </>
  );
}

export function ArticlePage() {
  const { post } = useLoaderData() as { post: Post | null };
  const { slug = '' } = useParams();
  const site = useJsonLdSite();
  if (!post) return <PostNotFound slug={slug} />;
  const date = post.publishedAt ?? post.createdAt;
  return (
    <>
      <JsonLd data={newsArticleJsonLd(post, site)} />
      <article>
        <PageMeta
          title={post.title}
          description={plainText(post.contentBody) || post.title}
          path={paths.article.to(post.slug)}
          image={post.coverImageUrl}
          type="article"
        />
        <header className="border-b border-rule bg-parchment">
          <div className="container-page max-w-4xl py-12 sm:py-16">
            <BackLink to={paths.news.to()}>News & Publications</BackLink>
            <p className="eyebrow mt-8">Publication</p>
            <h1 className="mt-3 font-serif text-4xl leading-tight font-bold sm:text-5xl">{post.title}</h1>
            <div className="mt-6 h-0.5 w-16 bg-gold" aria-hidden="true" />
            <p className="mt-6 text-muted">
              By <span className="font-semibold text-navy">{post.author.fullName}</span>
              <span aria-hidden="true" className="mx-2 text-gold-deep">
                ·
              </span>
              <time dateTime={isoString(date)}>{formatLongDate(date)}</time>
            </p>
          </div>
        </header>
        {post.coverImageUrl ? (
          <div className="container-page max-w-5xl">
            <ImageFrame
              src={post.coverImageUrl}
              alt={post.title}
              eager
              sizes="(min-width: 64rem) 64rem, 100vw"
              className="-mt-px aspect-[16/9] w-full rounded-b-sm border-x border-b border-rule object-cover shadow-lg sm:mt-10 sm:rounded-sm sm:border"
            />
          </div>
        ) : null}
        <div className="container-page max-w-3xl py-14 sm:py-16">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved (decisions.md, Posts); rendered as stored */}
          <div className="prose-lss" dangerouslySetInnerHTML={{ __html: post.contentBody }} />
          <div className="mt-16 border-t border-rule pt-8">
            <BackLink to={paths.news.to()}>Back to News & Publications</BackLink>
          </div>
        </div>
      </article>
    </>
  );
}
