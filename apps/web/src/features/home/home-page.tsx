import { useLoaderData } from 'react-router';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';
import { CallToAction } from './components/call-to-action.tsx';
import { Hero } from './components/hero.tsx';
import { LatestPosts } from './components/latest-posts.tsx';
import { Leadership } from './components/leadership.tsx';
import { NextEpisode } from './components/next-episode.tsx';
import { NextUp } from './components/next-up.tsx';
import { Pillars } from './components/pillars.tsx';
import type { HomeData } from './home-loader.ts';

export function HomePage() {
  const { leaders, featuredEvent, latestPosts, nextEpisode } = useLoaderData() as HomeData;
  const { settings } = useSite();
  return (
    <>
      <PageMeta
        description={`${settings.motto}: ${settings.mottoTranslation}. ${settings.mission}`}
        path={paths.home.to()}
      />
      <Hero />
      <Pillars />
      <Leadership leaders={leaders} />
      <NextUp event={featuredEvent} />
      <LatestPosts posts={latestPosts} />
      <NextEpisode episode={nextEpisode} />
      <CallToAction />
    </>
  );
}
