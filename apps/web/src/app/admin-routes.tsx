import type { RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import type { AdminArea, AdminRouteHandle } from '#web/features/admin/access.ts';
import { TOASTS } from './route-handle.ts';

/**
 * ─── Admin area (issue 4) ───────────────────────────────────────────────────────────────────────
 * The admin screens and /register render in the browser only: the server answers these paths with
 * the bare app shell (see isClientOnlyPath in config/paths.ts). Every screen is a lazily loaded
 * route module, so public pages never download admin code. They sit beside the public layout, under
 * the root (toaster, scroll-to-top).
 */
const admin = paths.admin;

/** A screen's route; inside the guard, `area` names the part of the admin area it belongs to (roles). */
function screen(
  load: () => Promise<{ Component: React.ComponentType }>,
  area?: AdminArea,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return area ? { lazy: load, handle: { area } satisfies AdminRouteHandle } : { lazy: load };
}

export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    handle: TOASTS,
    lazy: () => import('./admin/admin-root.tsx'),
    children: [
      {
        path: admin.login.pattern,
        ...screen(() =>
          import('#web/features/admin/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
        ),
      },
      {
        path: admin.forgotPassword.pattern,
        ...screen(() =>
          import('#web/features/admin/auth/forgot-password-page.tsx').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
        ),
      },
      {
        path: admin.resetPassword.pattern,
        ...screen(() =>
          import('#web/features/admin/auth/reset-password-page.tsx').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
        ),
      },
      {
        path: paths.register.pattern,
        ...screen(() =>
          import('#web/features/admin/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
        ),
      },
      {
        // The guard and the admin layout.
        lazy: () => import('./admin/admin-layout.tsx'),
        children: [
          { path: admin.root.pattern, lazy: () => import('./admin/admin-index.tsx') },
          {
            path: admin.dashboard.pattern,
            ...screen(
              () =>
                import('#web/features/admin/dashboard/dashboard-page.tsx').then((m) => ({
                  Component: m.DashboardPage,
                })),
              'dashboard',
            ),
          },
          {
            path: admin.events.pattern,
            ...screen(
              () =>
                import('#web/features/admin/events/events-list-page.tsx').then((m) => ({
                  Component: m.EventsListPage,
                })),
              'events',
            ),
          },
          ...[admin.eventNew.pattern, admin.eventEdit.pattern].map((path) => ({
            path,
            ...screen(
              () =>
                import('#web/features/admin/events/event-editor-page.tsx').then((m) => ({
                  Component: m.EventEditorPage,
                })),
              'events',
            ),
          })),
          {
            path: admin.eventAttendees.pattern,
            ...screen(
              () =>
                import('#web/features/admin/events/attendees-page.tsx').then((m) => ({
                  Component: m.AttendeesPage,
                })),
              'events',
            ),
          },
          {
            path: admin.eventCheckIn.pattern,
            ...screen(
              () =>
                import('#web/features/admin/events/check-in-page.tsx').then((m) => ({
                  Component: m.CheckInPage,
                })),
              'events',
            ),
          },
          {
            path: admin.posts.pattern,
            ...screen(
              () =>
                import('#web/features/admin/posts/posts-list-page.tsx').then((m) => ({
                  Component: m.PostsListPage,
                })),
              'posts',
            ),
          },
          ...[admin.postNew.pattern, admin.postEdit.pattern].map((path) => ({
            path,
            ...screen(
              () =>
                import('#web/features/admin/posts/post-editor-page.tsx').then((m) => ({
                  Component: m.PostEditorPage,
                })),
              'posts',
            ),
          })),
          {
            path: admin.media.pattern,
            ...screen(
              () =>
                import('#web/features/admin/media/media-page.tsx').then((m) => ({
                  Component: m.MediaPage,
                })),
              'media',
            ),
          },
          {
            path: admin.executives.pattern,
            ...screen(
              () =>
                import('#web/features/admin/executives/executives-list-page.tsx').then((m) => ({
                  Component: m.ExecutivesListPage,
                })),
              'executives',
            ),
          },
          ...[admin.executiveNew.pattern, admin.executiveEdit.pattern].map((path) => ({
            path,
            ...screen(
              () =>
                import('#web/features/admin/executives/executive-editor-page.tsx').then((m) => ({
                  Component: m.ExecutiveEditorPage,
                })),
              'executives',
            ),
          })),
          {
            path: admin.materials.pattern,
            ...screen(
              () =>
                import('#web/features/admin/materials/materials-list-page.tsx').then((m) => ({
                  Component: m.MaterialsListPage,
                })),
              'materials',
            ),
          },
          ...[admin.materialNew.pattern, admin.materialEdit.pattern].map((path) => ({
            path,
            ...screen(
              () =>
                import('#web/features/admin/materials/material-editor-page.tsx').then((m) => ({
                  Component: m.MaterialEditorPage,
                })),
              'materials',
            ),
          })),
          {
            path: admin.podcast.pattern,
            ...screen(
              () =>
                import('#web/features/admin/podcast/episodes-list-page.tsx').then((m) => ({
                  Component: m.EpisodesListPage,
                })),
              'podcast',
            ),
          },
          ...[admin.podcastNew.pattern, admin.podcastEdit.pattern].map((path) => ({
            path,
            ...screen(
              () =>
                import('#web/features/admin/podcast/episode-editor-page.tsx').then((m) => ({
                  Component: m.EpisodeEditorPage,
                })),
              'podcast',
            ),
          })),
          {
            path: admin.messages.pattern,
            ...screen(
              () =>
                import('#web/features/admin/messages/messages-page.tsx').then((m) => ({
                  Component: m.MessagesPage,
                })),
              'messages',
            ),
          },
          {
            path: admin.subscribers.pattern,
            ...screen(
              () =>
                import('#web/features/admin/newsletter/subscribers-page.tsx').then((m) => ({
                  Component: m.SubscribersPage,
                })),
              'subscribers',
            ),
          },
          {
            path: admin.submissions.pattern,
            ...screen(
              () =>
                import('#web/features/admin/submissions/submissions-page.tsx').then((m) => ({
                  Component: m.SubmissionsPage,
                })),
              'submissions',
            ),
          },
          {
            path: admin.activity.pattern,
            ...screen(
              () =>
                import('#web/features/admin/activity/activity-page.tsx').then((m) => ({
                  Component: m.ActivityPage,
                })),
              'activity',
            ),
          },
          {
            path: admin.settings.pattern,
            ...screen(
              () =>
                import('#web/features/admin/settings/settings-page.tsx').then((m) => ({
                  Component: m.SettingsPage,
                })),
              'settings',
            ),
          },
          {
            path: admin.account.pattern,
            ...screen(
              () =>
                import('#web/features/admin/account/account-page.tsx').then((m) => ({
                  Component: m.AccountPage,
                })),
              'account',
            ),
          },
          // An unknown admin address lands on the dashboard rather than the public 404 page.
          { path: `${admin.root.pattern}/*`, lazy: () => import('./admin/admin-index.tsx') },
        ],
      },
    ],
  },
];
