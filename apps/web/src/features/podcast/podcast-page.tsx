import { publicMessages } from '@lss/shared/public-messages';
import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { type Loaded, useFailureToast } from '#web/lib/loaded.ts';
import { EpisodeLibrary } from './components/episode-library.tsx';
import { UpcomingEpisode } from './components/upcoming-episode.tsx';
import type { PodcastData, PodcastHub } from './podcast-loader.ts';

function Loading() {
  return (
    <p role="status" className="py-16 text-center font-serif text-xl text-navy">
      {publicMessages.podcastLoading}
    </p>
  );
}

type HubProps = { hub: Loaded<PodcastHub>; now: number; q: string; page: number };

function Hub({ hub, now, q, page }: HubProps) {
  useFailureToast(!hub.ok, publicMessages.fetchEpisodesFailed);
  if (!hub.ok) return <Notice role="alert">{publicMessages.fetchEpisodesFailed}</Notice>;
  const { upcoming, archived } = hub.value;
  return (
    <div className="space-y-20">
      {upcoming ? (
        <UpcomingEpisode episode={upcoming} initialNow={now} />
      ) : (
        <Notice>The next episode of Law &amp; Vibes will be announced soon.</Notice>
      )}
      <EpisodeLibrary archived={archived} q={q} page={page} />
    </div>
  );
}

export function PodcastPage() {
  const { hub, now, q, page } = useLoaderData() as PodcastData;
  return (
    <>
      <PageMeta
        title={page > 1 ? `Law & Vibes Podcast (page ${page})` : 'Law & Vibes Podcast'}
        description="Law & Vibes, the society's podcast on X Spaces: conversations with students, practitioners and scholars. Count down to the next episode and browse the library."
        path={paths.podcast.to(page)}
      />
      <PageHeader eyebrow="The Society's Podcast" title="Law & Vibes">
        <p>Candid conversations on law, practice and student life, live on X Spaces.</p>
      </PageHeader>
      <div className="container-page py-14 sm:py-16">
        {hub instanceof Promise ? (
          <Suspense fallback={<Loading />}>
            <Await resolve={hub}>
              {(loaded: Loaded<PodcastHub>) => <Hub hub={loaded} now={now} q={q} page={page} />}
            </Await>
          </Suspense>
        ) : (
          // Resolved on the server: rendered in place. (A Suspense boundary would still stream its
          // fallback first and reveal the hub a frame later, shifting the footer down the page.)
          <Hub hub={hub} now={now} q={q} page={page} />
        )}
      </div>
    </>
  );
}
