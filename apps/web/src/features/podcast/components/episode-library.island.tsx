import { type Page, pageCount } from '@lss/shared/pagination';
import type { Episode } from '@lss/shared/podcast';
import { publicMessages } from '@lss/shared/public-messages';
import { useEffect, useState } from 'react';
import { CardGrid } from '#web/components/ui/card-grid.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
import { http } from '#web/lib/http.ts';
import { toast } from '#web/lib/toast.ts';
import { ARCHIVE_PAGE_SIZE } from '../podcast-loader.ts';

function EpisodeCard({ episode }: { episode: Episode }) {
  const dates = useDateFormat();
  return (
    <article className="card flex h-full flex-col gap-3 p-6 transition-shadow hover:shadow-xl">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="eyebrow">
          <time dateTime={isoString(episode.episodeDate)}>{dates.shortDate(episode.episodeDate)}</time>
        </p>
        {episode.guestName ? <p className="text-sm font-semibold text-navy">w/ {episode.guestName}</p> : null}
      </div>
      <h3 className="text-xl font-bold">{episode.title}</h3>
      <p className="text-muted">{episode.description}</p>
      <div className="mt-auto pt-3">
        <ExternalLink href={episode.xSpaceUrl} className="link-quiet">
          Listen to Recording
        </ExternalLink>
      </div>
    </article>
  );
}

// A fixed id (see Field).
const SEARCH_ID = 'episode-search';
/** Typing pauses this long before the archive is searched (one request per pause, not per key). */
const SEARCH_DELAY_MS = 250;

type Shown = { archived: Page<Episode>; q: string; page: number };

const searchArchive = (q: string) =>
  http.requestPage<Episode>(
    `/podcast/archived?${new URLSearchParams({ ...(q ? { q } : {}), page: '1', limit: String(ARCHIVE_PAGE_SIZE) })}`,
  );

/**
 * Past episodes a page at a time (?page=), searched on the server by title or guest (?q=). The
 * search box is a GET form that works without scripts; once hydrated (on first use, island.tsx),
 * the archive is searched as the visitor types (new results, read from the API), the address kept
 * in step (replaced, so Back leaves the page). Its Search button stays (the island is hydrated as
 * the visitor reaches for it). The page links are ordinary links.
 */
export function EpisodeLibrary(initial: Shown) {
  const [shown, setShown] = useState<Shown>(initial);
  const [text, setText] = useState(initial.q);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    const q = text.trim();
    if (q === shown.q) {
      // Typed back to the search shown: a search begun for other words no longer matters.
      setSearching(false);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      setSearching(true);
      try {
        const archived = await searchArchive(q);
        if (!current) return;
        setShown({ archived, q, page: 1 });
        window.history.replaceState(null, '', paths.podcast.to(1, q));
      } catch {
        // The results shown stay; the next keystroke tries again.
        if (current)
          toast.error(publicMessages.fetchEpisodesFailed, { id: publicMessages.fetchEpisodesFailed });
      } finally {
        if (current) setSearching(false);
      }
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, shown.q]);

  const { archived, q, page } = shown;
  const lastPage = pageCount(archived.total, ARCHIVE_PAGE_SIZE);
  const href = (n: number) => paths.podcast.to(n, q);
  return (
    <section aria-labelledby="library-heading">
      <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <SectionHeading id="library-heading" eyebrow="Past conversations" title="Episode Library" />
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser and reader knows; <search> is too new for the phones we serve */}
        <form
          method="get"
          action={paths.podcast.to()}
          role="search"
          className="flex w-full items-end gap-3 md:max-w-sm"
        >
          <Field id={SEARCH_ID} label="Search episodes" className="w-full">
            {(control) => (
              <input
                {...control}
                type="search"
                name="q"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Search by title or guest..."
                className="field-input"
                autoComplete="off"
              />
            )}
          </Field>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
      </div>
      <div aria-busy={searching} className={`transition-opacity ${searching ? 'opacity-50' : ''}`}>
        {archived.total === 0 ? (
          <p role="status" className="card mt-10 px-6 py-10 text-center text-lg text-muted">
            {publicMessages.noEpisodesMatch}
          </p>
        ) : archived.items.length === 0 ? (
          <p className="card mt-10 px-6 py-10 text-center text-lg text-muted">
            The library ends on page {lastPage}.{' '}
            <a href={href(lastPage)} className="link-quiet">
              Go to page {lastPage}
            </a>
          </p>
        ) : (
          <>
            <CardGrid items={archived.items} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {(episode) => <EpisodeCard episode={episode} />}
            </CardGrid>
            <Pagination
              page={page}
              total={archived.total}
              limit={ARCHIVE_PAGE_SIZE}
              href={href}
              label="Episode library pages"
              neighbours={false}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** An island (decision 028): hydrated in the browser with the props the server rendered it with. */
export default EpisodeLibrary;
