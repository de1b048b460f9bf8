import type { ReactNode } from 'react';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
import { ImageFrame } from './image-frame.tsx';
import { MembersOnlyBadge } from './members-only.tsx';

type ArticleProps = {
  title: string;
  authorName: string;
  /** When it was (or will be) published. */
  date: string;
  coverImageUrl: string | null;
  /** The cover's alt text from the media library; the title when it has none. */
  coverImageAlt?: string | null | undefined;
  /** HTML: as stored (sanitised on save), or in a preview the administrator's own unsaved writing. */
  contentBody: string;
  /** The ways back to the list, above the title and below the body; none in an admin preview. */
  backLinks?: { top: ReactNode; bottom: ReactNode };
  /** The society's zone, for the admin preview (public pages read it from the site context). */
  timeZone?: string | undefined;
  /** A members-only post shows the flag beside its eyebrow. */
  membersOnly?: boolean | undefined;
  /** Shown in place of the body to a reader who may not read it (a members-only post's panel). */
  locked?: ReactNode;
};

/**
 * A post as readers see it at /news/{slug}: the public article page renders it, and so does the
 * admin preview, so what an editor previews is what will be published.
 */
export function Article({
  title,
  authorName,
  date,
  coverImageUrl,
  coverImageAlt,
  contentBody,
  backLinks,
  timeZone,
  membersOnly,
  locked,
}: ArticleProps) {
  const dates = useDateFormat(timeZone);
  return (
    <article>
      <header className="border-b border-rule bg-parchment">
        <div className="container-page max-w-4xl py-12 sm:py-16">
          {backLinks?.top}
          <p className={`eyebrow flex flex-wrap items-center gap-3 ${backLinks ? 'mt-8' : ''}`}>
            Publication
            {membersOnly ? <MembersOnlyBadge /> : null}
          </p>
          <h1 className="mt-3 font-serif text-4xl leading-tight font-bold sm:text-5xl">{title}</h1>
          <div className="mt-6 h-0.5 w-16 bg-gold" aria-hidden="true" />
          <p className="mt-6 text-muted">
            By <span className="font-semibold text-navy">{authorName}</span>
            <span aria-hidden="true" className="mx-2 text-gold-deep">
              ·
            </span>
            <time dateTime={isoString(date)}>{dates.longDate(date)}</time>
          </p>
        </div>
      </header>
      {coverImageUrl ? (
        <div className="container-page max-w-5xl">
          <ImageFrame
            src={coverImageUrl}
            alt={coverImageAlt || title}
            eager
            sizes="(min-width: 64rem) 64rem, 100vw"
            className="-mt-px aspect-[16/9] w-full rounded-b-sm border-x border-b border-rule object-cover shadow-lg sm:mt-10 sm:rounded-sm sm:border"
          />
        </div>
      ) : null}
      <div className="container-page max-w-3xl py-14 sm:py-16">
        {locked ?? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved (decisions.md, Posts); a preview shows its author's own writing back to them
          <div className="prose-lss" dangerouslySetInnerHTML={{ __html: contentBody }} />
        )}
        {backLinks ? <div className="mt-16 border-t border-rule pt-8">{backLinks.bottom}</div> : null}
      </div>
    </article>
  );
}
