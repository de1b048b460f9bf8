import { useLocation } from 'react-router';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Page Not Found"
        description="There is no page at this address."
        path={pathname}
        noIndex
      />
      <div className="container-page flex flex-col items-center py-24 text-center sm:py-32">
        <p className="font-serif text-7xl font-bold text-gold-deep sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-6 text-4xl font-bold">Page Not Found</h1>
        <p className="mt-4 max-w-lg text-lg text-muted">
          The page you are looking for may have been moved, or the address may be mistyped.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <a href={paths.home.to()} className="btn-primary">
            Return Home
          </a>
          <a href={paths.news.to()} className="btn-outline">
            Read the News
          </a>
        </div>
      </div>
    </>
  );
}
