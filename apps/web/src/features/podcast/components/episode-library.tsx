import { type Page, pageCount } from '@lss/shared/pagination';
import type { Episode } from '@lss/shared/podcast';
import { publicMessages } from '@lss/shared/public-messages';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
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

/**
 * The search box: a GET form (?q=) that works before hydration; once hydrated, the archive is
 * searched as the visitor types, the address kept in step (replaced, so Back leaves the page).
 */
function ArchiveSearch({ q }: { q: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const [hydrated, setHydrated] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setHydrated(true), []);
  // The address changed by other means (Back, a page link): show its search, unless typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(q);
  }, [q]);
  useEffect(() => {
    if (!hydrated || text.trim() === q) return;
    const timer = setTimeout(
      () => navigate(paths.podcast.to(1, text.trim()), { replace: true, preventScrollReset: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, hydrated, navigate]);

  return (
    <Form method="get" role="search" className="flex w-full items-end gap-3 md:max-w-sm">
      <Field id={SEARCH_ID} label="Search episodes" className="w-full">
        {(control) => (
          <input
            {...control}
            ref={input}
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
      {hydrated ? null : (
        <button type="submit" className="btn-primary">
          Search
        </button>
      )}
    </Form>
  );
}

/** Past episodes a page at a time (?page=), searched on the server by title or guest (?q=). */
export function EpisodeLibrary({ archived, q, page }: { archived: Page<Episode>; q: string; page: number }) {
  const navigation = useNavigation();
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === paths.podcast.to();
  const lastPage = pageCount(archived.total, ARCHIVE_PAGE_SIZE);
  const href = (n: number) => paths.podcast.to(n, q);
  return (
    <section aria-labelledby="library-heading">
      <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <SectionHeading id="library-heading" eyebrow="Past conversations" title="Episode Library" />
        <ArchiveSearch q={q} />
      </div>
      <div aria-busy={refreshing} className={`transition-opacity ${refreshing ? 'opacity-50' : ''}`}>
        {archived.total === 0 ? (
          <p role="status" className="card mt-10 px-6 py-10 text-center text-lg text-muted">
            {publicMessages.noEpisodesMatch}
          </p>
        ) : archived.items.length === 0 ? (
          <p className="card mt-10 px-6 py-10 text-center text-lg text-muted">
            The library ends on page {lastPage}.{' '}
            <Link to={href(lastPage)} className="link-quiet">
              Go to page {lastPage}
            </Link>
          </p>
        ) : (
          <>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {archived.items.map((episode) => (
                <li key={episode._id}>
                  <EpisodeCard episode={episode} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              total={archived.total}
              limit={ARCHIVE_PAGE_SIZE}
              href={href}
              label="Episode library pages"
            />
          </>
        )}
      </div>
    </section>
  );
}
