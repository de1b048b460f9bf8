import { Link } from 'react-router';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
import type { HomePost } from '../home-loader.ts';

/** The three newest published posts; left out while there are none. */
export function LatestPosts({ posts }: { posts: HomePost[] }) {
  const dates = useDateFormat();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-heading" className="border-y border-rule bg-parchment py-20 sm:py-24">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="latest-heading" eyebrow="News & Publications" title="Latest from the Society" />
          <Link to={paths.news.to()} className="link-quiet shrink-0">
            All news
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post._id}>
              <article className="card group relative flex h-full flex-col gap-3 border-t-4 border-t-gold p-6 transition-shadow hover:shadow-xl sm:p-7">
                <p className="eyebrow">
                  <time dateTime={isoString(post.date)}>{dates.longDate(post.date)}</time>
                </p>
                <h3 className="text-xl font-bold">
                  <Link
                    to={paths.article.to(post.slug)}
                    className="after:absolute after:inset-0 group-hover:text-gold-deep focus-visible:outline-none"
                  >
                    {post.title}
                  </Link>
                </h3>
                <p className="line-clamp-4 text-muted">{post.excerpt}</p>
                <p aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-navy">
                  Read more →
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
