import { useLoaderData } from 'react-router';
import { SearchForm } from '#web/components/layout/search-form.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { useFailureToast } from '#web/lib/loaded.ts';
import { SearchResults } from './components/search-results.tsx';
import type { SearchData } from './search-loader.ts';

export const SEARCH_FAILED = 'Search is unavailable right now. Please try again in a moment.';

export function SearchPage() {
  const { query, results } = useLoaderData() as SearchData;
  const failed = results !== null && !results.ok;
  useFailureToast(failed, SEARCH_FAILED);
  const found = results?.ok ? results.value : null;
  return (
    <>
      <PageMeta
        title={query ? `Search: ${query}` : 'Search'}
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
          ) : found ? (
            <>
              <p className="mb-10 text-muted">
                {found.total} {found.total === 1 ? 'result' : 'results'} for{' '}
                <span className="font-semibold text-navy">“{query}”</span>
              </p>
              <SearchResults results={found} />
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
