import type { SearchResults as Results, SearchHit, SearchKind } from '@lss/shared/search';
import { Link } from 'react-router';
import { isoString, useDateFormat } from '#web/lib/dates.ts';

const GROUPS: { kind: SearchKind; title: string }[] = [
  { kind: 'posts', title: 'News & Publications' },
  { kind: 'events', title: 'Events' },
  { kind: 'materials', title: 'Materials' },
  { kind: 'episodes', title: 'Podcast' },
];

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
    <Link to={hit.url} className={className}>
      {hit.title}
    </Link>
  );
}

export function SearchResults({ results }: { results: Results }) {
  const dates = useDateFormat();
  const groups = GROUPS.map((group) => ({ ...group, hits: results[group.kind] })).filter(
    (group) => group.hits.length > 0,
  );
  return (
    <div className="space-y-14">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
          <div className="flex items-baseline justify-between gap-4 border-b-2 border-gold pb-3">
            <h2 id={`results-${group.kind}`} className="text-2xl font-bold">
              {group.title}
            </h2>
            <p className="text-sm font-semibold tracking-wide text-gold-deep">
              {group.hits.length} {group.hits.length === 1 ? 'result' : 'results'}
            </p>
          </div>
          <ul className="divide-y divide-rule">
            {group.hits.map((hit) => (
              <li key={hit._id} className="py-6">
                <HitTitle hit={hit} />
                {hit.date ? (
                  <p className="eyebrow mt-1.5">
                    <time dateTime={isoString(hit.date)}>{dates.longDate(hit.date)}</time>
                  </p>
                ) : null}
                {hit.snippet.length > 0 ? <Snippet parts={hit.snippet} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
