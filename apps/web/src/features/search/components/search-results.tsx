import type { SearchHit, SearchKind } from '@lss/shared/search';
import { isoString, useDateFormat } from '#web/lib/dates.ts';

/** Where on the site each kind of hit lives, as the navigation names it. */
const KIND_LABELS: Record<SearchKind, string> = {
  posts: 'News & Publications',
  events: 'Events',
  materials: 'Materials',
  episodes: 'Podcast',
};

/** A snippet's pieces as text; the matched words in <mark>. Never HTML from the server. */
export function Snippet({ parts }: { parts: SearchHit['snippet'] }) {
  return (
    <p className="mt-2 text-[0.98rem] leading-relaxed text-muted">
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces have no identity beyond their place
          <mark key={index} className="rounded-[2px] bg-gold-light/80 px-0.5 text-navy-deep">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function HitTitle({ hit }: { hit: SearchHit }) {
  const className =
    'font-serif text-lg font-bold text-navy underline decoration-gold/0 decoration-2 underline-offset-4 transition-colors hover:text-gold-deep hover:decoration-gold';
  // Materials point at their file, which may live on another site.
  if (/^https?:\/\//i.test(hit.url) || hit.url.startsWith('/uploads/')) {
    return (
      <a href={hit.url} className={className}>
        {hit.title}
      </a>
    );
  }
  return (
    <a href={hit.url} className={className}>
      {hit.title}
    </a>
  );
}

/** One page of hits, best first, each saying where on the site it lives. */
export function SearchResults({
  hits,
  start,
}: {
  hits: SearchHit[] /** The first hit's number. */;
  start: number;
}) {
  const dates = useDateFormat();
  return (
    <ol start={start} aria-label="Results" className="divide-y divide-rule border-y border-rule">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit._id}`} className="py-6">
          <p className="eyebrow">
            {KIND_LABELS[hit.kind]}
            {hit.date ? (
              <>
                {' · '}
                <time dateTime={isoString(hit.date)}>{dates.longDate(hit.date)}</time>
              </>
            ) : null}
          </p>
          <h2 className="mt-1.5 text-lg">
            <HitTitle hit={hit} />
          </h2>
          {hit.snippet.length > 0 ? <Snippet parts={hit.snippet} /> : null}
        </li>
      ))}
    </ol>
  );
}
