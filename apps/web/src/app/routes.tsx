import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import type { RouteObject } from 'react-router';
import { tokenPageRoute } from '#web/components/ui/token-page-route.tsx';
import { paths } from '#web/config/paths.ts';
import { aboutLoader } from '#web/features/about/about-loader.ts';
import { AboutPage } from '#web/features/about/about-page.tsx';
import { councilLoader } from '#web/features/about/council-loader.ts';
import { CouncilPage } from '#web/features/about/council-page.tsx';
import { ContactPage } from '#web/features/contact/contact-page.tsx';
import { BallotsPage } from '#web/features/elections/ballots-page.tsx';
import { ballotsLoader, electionLoader } from '#web/features/elections/election-loader.ts';
import { ElectionPage } from '#web/features/elections/election-page.tsx';
import { electionsLoader } from '#web/features/elections/elections-loader.ts';
import { ElectionsPage } from '#web/features/elections/elections-page.tsx';
import CancelRegistration from '#web/features/events/cancel-registration.island.tsx';
import ConfirmRegistration from '#web/features/events/confirm-registration.island.tsx';
import { eventLoader } from '#web/features/events/event-loader.ts';
import { EventPage } from '#web/features/events/event-page.tsx';
import { eventsLoader } from '#web/features/events/events-loader.ts';
import { EventsPage } from '#web/features/events/events-page.tsx';
import { homeLoader } from '#web/features/home/home-loader.ts';
import { HomePage } from '#web/features/home/home-page.tsx';
import { materialsLoader } from '#web/features/materials/materials-loader.ts';
import { MaterialsPage } from '#web/features/materials/materials-page.tsx';
import { accountLoader } from '#web/features/members/account-loader.ts';
import { AccountPage } from '#web/features/members/account-page.tsx';
import { JoinPage } from '#web/features/members/join-page.tsx';
import { SignInPage } from '#web/features/members/sign-in-page.tsx';
import { articleLoader } from '#web/features/news/article-loader.ts';
import { ArticlePage } from '#web/features/news/article-page.tsx';
import { newsLoader } from '#web/features/news/news-loader.ts';
import { NewsPage } from '#web/features/news/news-page.tsx';
import NewsletterConfirm from '#web/features/newsletter/newsletter-confirm.island.tsx';
import NewsletterUnsubscribe from '#web/features/newsletter/newsletter-unsubscribe.island.tsx';
import { notFoundLoader } from '#web/features/not-found/not-found-loader.ts';
import { NotFoundPage } from '#web/features/not-found/not-found-page.tsx';
import { podcastLoader } from '#web/features/podcast/podcast-loader.ts';
import { PodcastPage } from '#web/features/podcast/podcast-page.tsx';
import { searchLoader } from '#web/features/search/search-loader.ts';
import { SearchPage } from '#web/features/search/search-page.tsx';
import { SubmitPage } from '#web/features/submit/submit-page.tsx';
import { PAGE_IDS } from './page-ids.ts';
import { PublicLayout, publicLayoutLoader } from './public-layout.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import type { RouteDeps } from './route-deps.ts';

/**
 * The public route tree, rendered on the server only (decision 028): a page's loaders read its
 * data, its components render it, and the browser hydrates only the page's islands. The admin area
 * is a single-page app of its own (admin/admin-client.tsx).
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'public',
          Component: PublicLayout,
          loader: publicLayoutLoader(deps),
          children: [
            {
              id: PAGE_IDS.home,
              index: true,
              Component: HomePage,
              loader: homeLoader(deps),
            },
            {
              path: paths.about.pattern,
              Component: AboutPage,
              loader: aboutLoader(deps),
            },
            {
              path: paths.council.pattern,
              Component: CouncilPage,
              loader: councilLoader(deps),
            },
            {
              path: paths.events.pattern,
              Component: EventsPage,
              loader: eventsLoader(deps),
            },
            {
              id: PAGE_IDS.event,
              path: paths.event.pattern,
              Component: EventPage,
              loader: eventLoader(deps),
            },
            {
              path: paths.news.pattern,
              Component: NewsPage,
              loader: newsLoader(deps),
            },
            {
              id: PAGE_IDS.article,
              path: paths.article.pattern,
              Component: ArticlePage,
              loader: articleLoader(deps),
            },
            tokenPageRoute(paths.confirmRegistration, ConfirmRegistration, rsvpMessages.confirmHeading),
            tokenPageRoute(paths.cancelRegistration, CancelRegistration, rsvpMessages.cancelHeading),
            tokenPageRoute(paths.newsletterConfirm, NewsletterConfirm, newsletterMessages.confirmTitle),
            tokenPageRoute(
              paths.newsletterUnsubscribe,
              NewsletterUnsubscribe,
              newsletterMessages.unsubscribeTitle,
            ),
            {
              path: paths.contact.pattern,
              Component: ContactPage,
            },
            { path: paths.join.pattern, Component: JoinPage },
            { path: paths.memberSignIn.pattern, Component: SignInPage },
            { path: paths.memberAccount.pattern, Component: AccountPage, loader: accountLoader(deps) },
            {
              path: paths.materials.pattern,
              Component: MaterialsPage,
              loader: materialsLoader(deps),
            },
            {
              id: PAGE_IDS.podcast,
              path: paths.podcast.pattern,
              Component: PodcastPage,
              loader: podcastLoader(deps),
            },
            {
              path: paths.search.pattern,
              Component: SearchPage,
              loader: searchLoader(deps),
            },
            {
              path: paths.submit.pattern,
              Component: SubmitPage,
            },
            { path: paths.elections.pattern, Component: ElectionsPage, loader: electionsLoader(deps) },
            { path: paths.election.pattern, Component: ElectionPage, loader: electionLoader(deps) },
            // The review and the receipt: only as the answer to the ballot's plain forms (a POST).
            { path: paths.electionBallot.pattern, Component: ElectionPage, loader: electionLoader(deps) },
            { path: paths.electionCast.pattern, Component: ElectionPage, loader: electionLoader(deps) },
            { path: paths.electionBallots.pattern, Component: BallotsPage, loader: ballotsLoader(deps) },
            {
              path: '*',
              Component: NotFoundPage,
              loader: notFoundLoader,
            },
          ],
        },
      ],
    },
  ];
}
