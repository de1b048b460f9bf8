import { pageCount } from '@lss/shared/pagination';
import { useLoaderData } from 'react-router';
import { SearchForm } from '#web/components/layout/search-form.tsx';
import { FailureToast } from '#web/components/ui/failure-toast.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { paths } from '#web/config/paths.ts';

import { SearchResults } from './components/search-results.tsx';
import { SEARCH_PAGE_SIZE, type SearchData } from './search-loader.ts';

export const SEARCH_FAILED = 'Search is unavailable right now. Please try again in a moment.';

export function SearchPage() {
  const { query, page, results } = useLoaderData() as SearchData;
  const failed = results !== null && !results.ok;
  const found = results?.ok ? results.value : null;
  const lastPage = found ? pageCount(found.total, SEARCH_PAGE_SIZE) : 1;
  const pageNote = page > 1 ? ` (page ${page})` : '';
  return (
    <>
      <FailureToast failed={failed} message={SEARCH_FAILED} />
      <PageMeta
        title={query ? `Search: ${query}${pageNote}` : 'Search'}
        description="Search the Law Students' Society's news, events, study materials and podcast episodes."
        path={paths.search.to()}
        noIndex
      />
      <PageHeader eyebrow="Search the Society" title="Search">
        <p>News and publications, events, study materials and Law &amp; Vibes episodes.</p>
      </PageHeader>
      <div className="container-page max-w-4xl py-14 sm:py-16">
        <SearchForm key={query} defaultValue={query} variant="page" />
        <div className="mt-12" aria-live="polite">
          {!query ? (
            <Notice>Type a word or two above (a topic, a speaker, a course) to search the whole site.</Notice>
          ) : failed ? (
            <Notice role="alert">{SEARCH_FAILED}</Notice>
          ) : found && found.total === 0 ? (
            <Notice>No results found for “{query}”. Try fewer or different words.</Notice>
          ) : found && found.items.length === 0 ? (
            <Notice>
              These results end on page {lastPage}.{' '}
              <a href={paths.search.to(query, lastPage)} className="link-quiet">
                Go to page {lastPage}
              </a>
            </Notice>
          ) : found ? (
            <>
              <p className="mb-8 text-muted">
                {found.total} {found.total === 1 ? 'result' : 'results'} for{' '}
                <span className="font-semibold text-navy">“{query}”</span>
                {lastPage > 1 ? ` · page ${page} of ${lastPage}` : null}
              </p>
              <SearchResults hits={found.items} start={(page - 1) * SEARCH_PAGE_SIZE + 1} />
              <Pagination
                page={page}
                total={found.total}
                limit={SEARCH_PAGE_SIZE}
                href={(n) => paths.search.to(query, n)}
                label="Search results pages"
              />
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
