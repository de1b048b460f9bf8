import { useId } from 'react';
import { Article } from '#web/components/ui/article.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

export type PreviewPost = {
  title: string;
  coverImageUrl: string;
  contentBody: string;
  /** What lists, feeds and link previews will show (postSummary). */
  summary?: string;
  status: string;
  authorName: string;
  date: string;
};

/**
 * The post as the public article page (/news/{slug}) shows it, drafts included: the same article
 * component. The HTML is the editor's own output; the server sanitises it again when it is saved.
 */
export function PostPreview({
  post,
  timeZone,
  onClose,
}: {
  post: PreviewPost;
  /** The society's zone, in which the public page will print the date. */
  timeZone: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      lockScroll
      backdropClassName="fixed inset-0 z-[75] flex flex-col bg-paper"
      className="flex min-h-0 flex-1 flex-col"
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
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-sm border border-gold/80 px-4 text-sm font-semibold text-parchment hover:bg-gold hover:text-navy-deep"
        >
          Close preview
        </button>
      </div>
      <div className="flex-1 overflow-y-auto">
        {post.summary ? (
          <p className="container-page max-w-4xl pt-6 text-sm text-muted">
            <span className="font-semibold text-navy">In lists and link previews:</span> {post.summary}
          </p>
        ) : null}
        <Article
          title={post.title || 'Untitled post'}
          authorName={post.authorName}
          date={post.date}
          coverImageUrl={post.coverImageUrl || null}
          contentBody={post.contentBody}
          timeZone={timeZone}
        />
      </div>
    </Dialog>
  );
}
