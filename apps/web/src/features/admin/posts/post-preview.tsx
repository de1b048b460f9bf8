import { useEffect, useId } from 'react';
import { formatLongDate } from '#web/lib/dates.ts';

export type PreviewPost = {
  title: string;
  coverImageUrl: string;
  contentBody: string;
  status: string;
  authorName: string;
  date: string;
};

/**
 * The post as the public article page (/news/{slug}) shows it, drafts included, in the same markup
 * and styles. The HTML is the editor's own output; the server sanitises it again when it is saved.
 */
export function PostPreview({ post, onClose }: { post: PreviewPost; onClose: () => void }) {
  const titleId = useId();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    document.getElementById(`${titleId}-close`)?.focus();
    document.body.classList.add('scroll-locked');
    return () => {
      document.body.classList.remove('scroll-locked');
      previous?.focus?.();
    };
  }, [titleId]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed inset-0 z-[75] flex flex-col bg-paper"
    >
      <div className="flex items-center justify-between gap-4 border-b-4 border-gold bg-navy px-4 py-3 text-parchment sm:px-6">
        <p id={titleId} className="font-semibold">
          Preview{' '}
          <span
            className={`ml-2 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-[0.08em] ${post.status === 'published' ? 'bg-[#e6f2e8] text-[#1f5a2b]' : 'bg-[#fdf0e1] text-[#8a3c06]'}`}
          >
            {post.status.toUpperCase()}
          </span>
        </p>
        <button
          id={`${titleId}-close`}
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-sm border border-gold/80 px-4 text-sm font-semibold text-parchment hover:bg-gold hover:text-navy-deep"
        >
          Close preview
        </button>
      </div>
      <div className="flex-1 overflow-y-auto">
        <article>
          <header className="border-b border-rule bg-parchment">
            <div className="container-page max-w-4xl py-12 sm:py-16">
              <p className="font-semibold text-navy">← News & Publications</p>
              <h2 className="mt-8 font-serif text-4xl leading-tight font-bold sm:text-5xl">
                {post.title || 'Untitled post'}
              </h2>
              <div className="mt-6 h-0.5 w-16 bg-gold" aria-hidden="true" />
              <p className="mt-6 text-muted">
                By <span className="font-semibold text-navy">{post.authorName}</span>
                <span aria-hidden="true" className="mx-2 text-gold-deep">
                  ·
                </span>
                <time dateTime={post.date}>{formatLongDate(post.date)}</time>
              </p>
            </div>
          </header>
          {post.coverImageUrl ? (
            <div className="container-page max-w-5xl">
              <img
                src={post.coverImageUrl}
                alt={post.title}
                className="-mt-px aspect-[16/9] w-full rounded-b-sm border-x border-b border-rule object-cover shadow-lg sm:mt-10 sm:rounded-sm sm:border"
              />
            </div>
          ) : null}
          <div className="container-page max-w-3xl py-14 sm:py-16">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the administrator's own editor output, shown back to them; sanitised on save */}
            <div className="prose-lss" dangerouslySetInnerHTML={{ __html: post.contentBody }} />
          </div>
        </article>
      </div>
    </div>
  );
}
