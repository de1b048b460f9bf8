import type { AdminArea } from '@lss/shared/admin-areas';
import type { ComponentType } from 'react';
import { paths } from '#web/config/paths.ts';
import type { IconName } from './nav-icons.tsx';

/**
 * ─── The admin area's screens (issue 4) ─────────────────────────────────────────────────────────
 * Each screen once: its addresses, the module it is lazily loaded from and the component it
 * exports, the part of the admin area it belongs to (its least role: AREA_ROLES) and, if it is in
 * the navigation, its label and icon. admin-routes.tsx makes the routes from this table,
 * admin-layout.tsx the navigation (in this order), and each route's handle tells the guard its area.
 * Screens are only ever `import()`ed, so public pages never download admin code.
 */

/** Loads a screen's module on demand (the route's `lazy`). */
export type LoadScreen = () => Promise<{ Component: ComponentType }>;

/** A screen outside the guard: the sign-in screens, which anyone may open. */
export type SignedOutScreen = {
  /** The address patterns it answers (paths.ts). */
  paths: readonly string[];
  load: LoadScreen;
};

/** A screen inside the guard. */
export type AdminScreen = SignedOutScreen & {
  area: AdminArea;
  /** In the navigation: its address is the first of `paths`, which then has no parameters. */
  nav?: { label: string; icon: IconName };
};

type ScreenOf<Name extends string, Module extends Record<Name, ComponentType>> = {
  path: string | readonly string[];
  /** The screen's module, `import()`ed when the screen is first opened. */
  module: () => Promise<Module>;
  /** The name of the component the module exports (checked against the module). */
  component: Name;
};

function signedOut<Name extends string, Module extends Record<Name, ComponentType>>(
  screen: ScreenOf<Name, Module>,
): SignedOutScreen {
  const { path, module, component } = screen;
  return {
    paths: typeof path === 'string' ? [path] : path,
    load: () => module().then((loaded) => ({ Component: loaded[component] })),
  };
}

function guarded<Name extends string, Module extends Record<Name, ComponentType>>(
  screen: ScreenOf<Name, Module> & Pick<AdminScreen, 'area' | 'nav'>,
): AdminScreen {
  return { ...signedOut(screen), area: screen.area, ...(screen.nav ? { nav: screen.nav } : {}) };
}

const admin = paths.admin;

export const SIGNED_OUT_SCREENS: readonly SignedOutScreen[] = [
  signedOut({
    path: admin.login.pattern,
    module: () => import('#web/features/admin/auth/login-page.tsx'),
    component: 'LoginPage',
  }),
  signedOut({
    path: admin.forgotPassword.pattern,
    module: () => import('#web/features/admin/auth/forgot-password-page.tsx'),
    component: 'ForgotPasswordPage',
  }),
  signedOut({
    path: admin.resetPassword.pattern,
    module: () => import('#web/features/admin/auth/reset-password-page.tsx'),
    component: 'ResetPasswordPage',
  }),
  signedOut({
    path: paths.register.pattern,
    module: () => import('#web/features/admin/auth/register-page.tsx'),
    component: 'RegisterPage',
  }),
];

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  guarded({
    path: admin.dashboard.pattern,
    module: () => import('#web/features/admin/dashboard/dashboard-page.tsx'),
    component: 'DashboardPage',
    area: 'dashboard',
    nav: { label: 'Dashboard', icon: 'dashboard' },
  }),
  guarded({
    path: admin.events.pattern,
    module: () => import('#web/features/admin/events/events-list-page.tsx'),
    component: 'EventsListPage',
    area: 'events',
    nav: { label: 'Events', icon: 'events' },
  }),
  guarded({
    path: [admin.eventNew.pattern, admin.eventEdit.pattern],
    module: () => import('#web/features/admin/events/event-editor-page.tsx'),
    component: 'EventEditorPage',
    area: 'events',
  }),
  guarded({
    path: admin.eventAttendees.pattern,
    module: () => import('#web/features/admin/events/attendees-page.tsx'),
    component: 'AttendeesPage',
    area: 'events',
  }),
  guarded({
    path: admin.eventCheckIn.pattern,
    module: () => import('#web/features/admin/events/check-in-page.tsx'),
    component: 'CheckInPage',
    area: 'events',
  }),
  guarded({
    path: admin.posts.pattern,
    module: () => import('#web/features/admin/posts/posts-list-page.tsx'),
    component: 'PostsListPage',
    area: 'posts',
    nav: { label: 'Posts', icon: 'posts' },
  }),
  guarded({
    path: [admin.postNew.pattern, admin.postEdit.pattern],
    module: () => import('#web/features/admin/posts/post-editor-page.tsx'),
    component: 'PostEditorPage',
    area: 'posts',
  }),
  guarded({
    path: admin.executives.pattern,
    module: () => import('#web/features/admin/executives/executives-list-page.tsx'),
    component: 'ExecutivesListPage',
    area: 'executives',
    nav: { label: 'Executives', icon: 'executives' },
  }),
  guarded({
    path: [admin.executiveNew.pattern, admin.executiveEdit.pattern],
    module: () => import('#web/features/admin/executives/executive-editor-page.tsx'),
    component: 'ExecutiveEditorPage',
    area: 'executives',
  }),
  guarded({
    path: admin.materials.pattern,
    module: () => import('#web/features/admin/materials/materials-list-page.tsx'),
    component: 'MaterialsListPage',
    area: 'materials',
    nav: { label: 'Materials', icon: 'materials' },
  }),
  guarded({
    path: [admin.materialNew.pattern, admin.materialEdit.pattern],
    module: () => import('#web/features/admin/materials/material-editor-page.tsx'),
    component: 'MaterialEditorPage',
    area: 'materials',
  }),
  guarded({
    path: admin.podcast.pattern,
    module: () => import('#web/features/admin/podcast/episodes-list-page.tsx'),
    component: 'EpisodesListPage',
    area: 'podcast',
    nav: { label: 'Podcast', icon: 'podcast' },
  }),
  guarded({
    path: [admin.podcastNew.pattern, admin.podcastEdit.pattern],
    module: () => import('#web/features/admin/podcast/episode-editor-page.tsx'),
    component: 'EpisodeEditorPage',
    area: 'podcast',
  }),
  guarded({
    path: admin.media.pattern,
    module: () => import('#web/features/admin/media/media-page.tsx'),
    component: 'MediaPage',
    area: 'media',
    nav: { label: 'Media', icon: 'media' },
  }),
  guarded({
    path: admin.messages.pattern,
    module: () => import('#web/features/admin/messages/messages-page.tsx'),
    component: 'MessagesPage',
    area: 'messages',
    nav: { label: 'Messages', icon: 'messages' },
  }),
  guarded({
    path: admin.members.pattern,
    module: () => import('#web/features/admin/members/members-page.tsx'),
    component: 'MembersPage',
    area: 'members',
    nav: { label: 'Members', icon: 'members' },
  }),
  guarded({
    path: admin.elections.pattern,
    module: () => import('#web/features/admin/elections/elections-list-page.tsx'),
    component: 'ElectionsListPage',
    area: 'elections',
    nav: { label: 'Elections', icon: 'elections' },
  }),
  guarded({
    path: admin.electionNew.pattern,
    module: () => import('#web/features/admin/elections/new-election-page.tsx'),
    component: 'NewElectionPage',
    area: 'electionSetup',
  }),
  guarded({
    path: admin.election.pattern,
    module: () => import('#web/features/admin/elections/election-page.tsx'),
    component: 'ElectionPage',
    area: 'elections',
  }),
  guarded({
    path: admin.subscribers.pattern,
    module: () => import('#web/features/admin/newsletter/subscribers-page.tsx'),
    component: 'SubscribersPage',
    area: 'subscribers',
    nav: { label: 'Subscribers', icon: 'subscribers' },
  }),
  guarded({
    path: admin.submissions.pattern,
    module: () => import('#web/features/admin/submissions/submissions-page.tsx'),
    component: 'SubmissionsPage',
    area: 'submissions',
    nav: { label: 'Submissions', icon: 'submissions' },
  }),
  guarded({
    path: admin.import.pattern,
    module: () => import('#web/features/admin/import/import-page.tsx'),
    component: 'ImportPage',
    area: 'import',
    nav: { label: 'Import', icon: 'import' },
  }),
  guarded({
    path: admin.activity.pattern,
    module: () => import('#web/features/admin/activity/activity-page.tsx'),
    component: 'ActivityPage',
    area: 'activity',
    nav: { label: 'Activity', icon: 'activity' },
  }),
  guarded({
    path: admin.settings.pattern,
    module: () => import('#web/features/admin/settings/settings-page.tsx'),
    component: 'SettingsPage',
    area: 'settings',
    nav: { label: 'Settings', icon: 'settings' },
  }),
  guarded({
    path: admin.account.pattern,
    module: () => import('#web/features/admin/account/account-page.tsx'),
    component: 'AccountPage',
    area: 'account',
    nav: { label: 'Account', icon: 'account' },
  }),
];

/** The navigation: the screens that have an entry, in the table's order. */
export const ADMIN_NAVIGATION = ADMIN_SCREENS.flatMap((screen) =>
  screen.nav ? [{ ...screen.nav, to: screen.paths[0] as string, area: screen.area }] : [],
);
