import { publicMessages } from '@lss/shared/messages';
import type { Episode } from '@lss/shared/podcast';
import { useState } from 'react';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
import { filterEpisodes } from '../filter-episodes.ts';

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

export function EpisodeLibrary({ episodes }: { episodes: Episode[] }) {
  const [query, setQuery] = useState('');
  const shown = filterEpisodes(episodes, query);
  return (
    <section aria-labelledby="library-heading">
      <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <SectionHeading id="library-heading" eyebrow="Past conversations" title="Episode Library" />
        <Field id={SEARCH_ID} label="Search episodes" className="w-full md:max-w-sm">
          {(control) => (
            <input
              {...control}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search by title or guest..."
              className="field-input"
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      {shown.length > 0 ? (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((episode) => (
            <li key={episode._id}>
              <EpisodeCard episode={episode} />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="card mt-10 px-6 py-10 text-center text-lg text-muted">
          {publicMessages.noEpisodesMatch}
        </p>
      )}
    </section>
  );
}
