import { publicMessages } from '@lss/shared/public-messages';
import { useLoaderData } from 'react-router';
import { Island } from '#web/app/islands/island.tsx';
import { FailureToast } from '#web/components/ui/failure-toast.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { NeighbourLinks } from '#web/components/ui/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import type { Loaded } from '#web/lib/loaded.ts';
import EpisodeLibrary from './components/episode-library.island.tsx';
import UpcomingEpisode from './components/upcoming-episode.island.tsx';
import { ARCHIVE_PAGE_SIZE, type PodcastData, type PodcastHub } from './podcast-loader.ts';

type HubProps = { hub: Loaded<PodcastHub>; now: number; q: string; page: number };

function Hub({ hub, now, q, page }: HubProps) {
  if (!hub.ok)
    return (
      <>
        <FailureToast failed message={publicMessages.fetchEpisodesFailed} />
        <Notice role="alert">{publicMessages.fetchEpisodesFailed}</Notice>
      </>
    );
  const { upcoming, archived } = hub.value;
  const href = (n: number) => paths.podcast.to(n, q);
  return (
    <div className="space-y-20">
      {upcoming ? (
        <Island component={UpcomingEpisode} props={{ episode: upcoming, initialNow: now }} />
      ) : (
        <Notice>The next episode of Law &amp; Vibes will be announced soon.</Notice>
      )}
      <NeighbourLinks page={page} total={archived.total} limit={ARCHIVE_PAGE_SIZE} href={href} />
      <Island component={EpisodeLibrary} props={{ archived, q, page }} load="on-use" />
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
        <Hub hub={hub} now={now} q={q} page={page} />
      </div>
    </>
  );
}
