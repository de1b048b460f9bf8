import type { RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { aboutLoader } from '#web/features/about/about-loader.ts';
import { AboutPage } from '#web/features/about/about-page.tsx';
import { ContactPage } from '#web/features/contact/contact-page.tsx';
import { eventLoader } from '#web/features/events/event-loader.ts';
import { EventPage } from '#web/features/events/event-page.tsx';
import { eventsLoader } from '#web/features/events/events-loader.ts';
import { EventsPage } from '#web/features/events/events-page.tsx';
import { homeLoader } from '#web/features/home/home-loader.ts';
import { HomePage } from '#web/features/home/home-page.tsx';
import { materialsLoader } from '#web/features/materials/materials-loader.ts';
import { MaterialsPage } from '#web/features/materials/materials-page.tsx';
import { articleLoader } from '#web/features/news/article-loader.ts';
import { ArticlePage } from '#web/features/news/article-page.tsx';
import { newsLoader } from '#web/features/news/news-loader.ts';
import { NewsPage } from '#web/features/news/news-page.tsx';
import { NotFoundPage, notFoundLoader } from '#web/features/not-found/not-found-page.tsx';
import { podcastLoader } from '#web/features/podcast/podcast-loader.ts';
import { PodcastPage } from '#web/features/podcast/podcast-page.tsx';
import { searchLoader } from '#web/features/search/search-loader.ts';
import { SearchPage } from '#web/features/search/search-page.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { PublicLayout, publicLayoutLoader } from './public-layout.tsx';
import { RootErrorBoundary, RootLayout } from './root-layout.tsx';
import type { RouteDeps } from './route-deps.ts';

/** The whole route tree; the server and the browser build it with their own data source. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'public',
          Component: PublicLayout,
          loader: publicLayoutLoader(deps),
          // Site settings are read once per visit, not on every navigation or filter change.
          shouldRevalidate: () => false,
          children: [
            { index: true, Component: HomePage, loader: homeLoader(deps) },
            { path: paths.about.pattern, Component: AboutPage, loader: aboutLoader(deps) },
            { path: paths.events.pattern, Component: EventsPage, loader: eventsLoader(deps) },
            { path: paths.event.pattern, Component: EventPage, loader: eventLoader(deps) },
            { path: paths.news.pattern, Component: NewsPage, loader: newsLoader(deps) },
            { path: paths.article.pattern, Component: ArticlePage, loader: articleLoader(deps) },
            { path: paths.contact.pattern, Component: ContactPage },
            { path: paths.materials.pattern, Component: MaterialsPage, loader: materialsLoader(deps) },
            { path: paths.podcast.pattern, Component: PodcastPage, loader: podcastLoader(deps) },
            {
              path: paths.search.pattern,
              Component: SearchPage,
              loader: searchLoader(deps),
              // A new query reads again; nothing else on the page changes the results.
              shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.search !== nextUrl.search,
            },
            {
              path: paths.submit.pattern,
              // The form carries the shared zod schema: loaded only by the page that needs it.
              lazy: () =>
                import('#web/features/submit/submit-page.tsx').then((m) => ({ Component: m.SubmitPage })),
            },
            { path: '*', Component: NotFoundPage, loader: notFoundLoader },
          ],
        },
        ...adminRoutes,
      ],
    },
  ];
}
