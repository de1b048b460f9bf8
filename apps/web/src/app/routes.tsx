import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { aboutLoader } from '#web/features/about/about-loader.ts';
import { councilLoader } from '#web/features/about/council-loader.ts';
import { eventLoader } from '#web/features/events/event-loader.ts';
import { eventsLoader } from '#web/features/events/events-loader.ts';
import { homeLoader } from '#web/features/home/home-loader.ts';
import { materialsLoader } from '#web/features/materials/materials-loader.ts';
import { articleLoader } from '#web/features/news/article-loader.ts';
import { newsLoader } from '#web/features/news/news-loader.ts';
import { notFoundLoader } from '#web/features/not-found/not-found-loader.ts';
import { podcastLoader } from '#web/features/podcast/podcast-loader.ts';
import { searchLoader } from '#web/features/search/search-loader.ts';
import { PAGE_IDS } from './page-ids.ts';
import { PublicLayout, publicLayoutLoader } from './public-layout.tsx';
import { RootErrorBoundary, RootLayout } from './root-layout.tsx';
import type { RouteDeps } from './route-deps.ts';

/**
 * A page's component, loaded when its route matches: a visitor downloads the code of the pages
 * they open, not of the whole site (the loaders stay in the main bundle and start at once).
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

/**
 * The public route tree; the server and the browser build it with their own data source. The admin
 * area's routes are added in the browser when it is first opened (entry-client.tsx), so public
 * pages do not carry them.
 */
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
            {
              id: PAGE_IDS.home,
              index: true,
              lazy: page(
                () => import('#web/features/home/home-page.tsx'),
                (m) => m.HomePage,
              ),
              loader: homeLoader(deps),
            },
            {
              path: paths.about.pattern,
              lazy: page(
                () => import('#web/features/about/about-page.tsx'),
                (m) => m.AboutPage,
              ),
              loader: aboutLoader(deps),
            },
            {
              path: paths.council.pattern,
              lazy: page(
                () => import('#web/features/about/council-page.tsx'),
                (m) => m.CouncilPage,
              ),
              loader: councilLoader(deps),
            },
            {
              path: paths.events.pattern,
              lazy: page(
                () => import('#web/features/events/events-page.tsx'),
                (m) => m.EventsPage,
              ),
              loader: eventsLoader(deps),
            },
            {
              id: PAGE_IDS.event,
              path: paths.event.pattern,
              lazy: page(
                () => import('#web/features/events/event-page.tsx'),
                (m) => m.EventPage,
              ),
              loader: eventLoader(deps),
            },
            {
              path: paths.news.pattern,
              lazy: page(
                () => import('#web/features/news/news-page.tsx'),
                (m) => m.NewsPage,
              ),
              loader: newsLoader(deps),
            },
            {
              id: PAGE_IDS.article,
              path: paths.article.pattern,
              lazy: page(
                () => import('#web/features/news/article-page.tsx'),
                (m) => m.ArticlePage,
              ),
              loader: articleLoader(deps),
            },
            {
              path: paths.confirmRegistration.pattern,
              lazy: page(
                () => import('#web/features/events/confirm-registration-page.tsx'),
                (m) => m.ConfirmRegistrationPage,
              ),
            },
            {
              path: paths.cancelRegistration.pattern,
              lazy: page(
                () => import('#web/features/events/cancel-registration-page.tsx'),
                (m) => m.CancelRegistrationPage,
              ),
            },
            {
              path: paths.newsletterConfirm.pattern,
              lazy: page(
                () => import('#web/features/newsletter/newsletter-pages.tsx'),
                (m) => m.NewsletterConfirmPage,
              ),
            },
            {
              path: paths.newsletterUnsubscribe.pattern,
              lazy: page(
                () => import('#web/features/newsletter/newsletter-pages.tsx'),
                (m) => m.NewsletterUnsubscribePage,
              ),
            },
            {
              path: paths.contact.pattern,
              lazy: page(
                () => import('#web/features/contact/contact-page.tsx'),
                (m) => m.ContactPage,
              ),
            },
            {
              path: paths.materials.pattern,
              lazy: page(
                () => import('#web/features/materials/materials-page.tsx'),
                (m) => m.MaterialsPage,
              ),
              loader: materialsLoader(deps),
            },
            {
              id: PAGE_IDS.podcast,
              path: paths.podcast.pattern,
              lazy: page(
                () => import('#web/features/podcast/podcast-page.tsx'),
                (m) => m.PodcastPage,
              ),
              loader: podcastLoader(deps),
            },
            {
              path: paths.search.pattern,
              lazy: page(
                () => import('#web/features/search/search-page.tsx'),
                (m) => m.SearchPage,
              ),
              loader: searchLoader(deps),
              // A new query reads again; nothing else on the page changes the results.
              shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.search !== nextUrl.search,
            },
            {
              path: paths.submit.pattern,
              lazy: page(
                () => import('#web/features/submit/submit-page.tsx'),
                (m) => m.SubmitPage,
              ),
            },
            {
              path: '*',
              lazy: page(
                () => import('#web/features/not-found/not-found-page.tsx'),
                (m) => m.NotFoundPage,
              ),
              loader: notFoundLoader,
            },
          ],
        },
      ],
    },
  ];
}
