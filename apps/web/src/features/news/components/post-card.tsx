import { excerpt } from '@lss/shared/excerpt';
import { type PostSummary, postByline } from '@lss/shared/post-summary';
import { ImageFrame } from '#web/components/ui/image-frame.tsx';
import { MembersOnlyBadge } from '#web/components/ui/members-only.tsx';
import { paths } from '#web/config/paths.ts';
import { isoString, useDateFormat } from '#web/lib/dates.ts';

export function PostCard({ post, lead }: { post: PostSummary; lead?: boolean }) {
  const dates = useDateFormat();
  const date = post.publishedAt ?? post.createdAt;
  return (
    <article
      className={`card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-xl ${
        lead ? 'md:grid md:grid-cols-2' : ''
      }`}
    >
      <div
        className={`overflow-hidden ${lead ? 'aspect-[16/10] md:aspect-auto md:min-h-[20rem]' : 'aspect-[16/10]'}`}
      >
        <ImageFrame
          src={post.coverImageUrl}
          alt=""
          sizes={lead ? '(min-width: 48rem) 36rem, 100vw' : undefined}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
          placeholderLabel="Publication"
        />
      </div>
      <div className={`flex flex-1 flex-col gap-3 ${lead ? 'p-8 sm:p-10 md:justify-center' : 'p-6'}`}>
        <p className="eyebrow flex flex-wrap items-center gap-3">
          <time dateTime={isoString(date)}>{dates.longDate(date)}</time>
          {post.membersOnly ? <MembersOnlyBadge /> : null}
        </p>
        <h2 className={`font-bold ${lead ? 'text-3xl' : 'text-xl'}`}>
          <a
            href={paths.article.to(post.slug)}
            className="after:absolute after:inset-0 hover:text-gold-deep focus-visible:outline-none"
          >
            {post.title}
          </a>
        </h2>
        <p className="text-muted">{lead ? post.excerpt : excerpt(post.excerpt, 150)}</p>
        <p className="mt-auto pt-2 text-sm font-semibold text-navy">By {postByline(post)}</p>
      </div>
    </article>
  );
}
