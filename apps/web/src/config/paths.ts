import { sessionSlug } from '@lss/shared/sessions';

/** A list's address at one of its pages. */
const withPage = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/**
 * Every route path of the app, in one place (DESIGN.md). Route definitions use the `pattern`s;
 * links use the builders so that a changed path is changed once.
 */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  about: { pattern: '/about', to: () => '/about' },
  /** A past executive council: /about/councils/2024-2025 (decisions.md, Community). */
  council: {
    pattern: '/about/councils/:session',
    to: (session: string) => `/about/councils/${sessionSlug(session)}`,
  },
  /** Page 1 of a paged list is the plain address; the others add ?page= (Lists at volume). */
  events: { pattern: '/events', to: (page = 1) => withPage('/events', page) },
  event: { pattern: '/events/:id', to: (id: string) => `/events/${encodeURIComponent(id)}` },
  news: { pattern: '/news', to: (page = 1) => withPage('/news', page) },
  article: { pattern: '/news/:slug', to: (slug: string) => `/news/${encodeURIComponent(slug)}` },
  contact: { pattern: '/contact', to: () => '/contact' },
  materials: { pattern: '/materials', to: () => '/materials' },
  /** The archive's page and search (?q=) live in the address; page 1 without a search is /podcast. */
  podcast: {
    pattern: '/podcast',
    to: (page = 1, q = '') => {
      const query = new URLSearchParams(q ? { q } : {});
      if (page > 1) query.set('page', String(page));
      return query.size ? `/podcast?${query}` : '/podcast';
    },
  },
  search: {
    pattern: '/search',
    /** Page 1 is the plain address: one address per page of results. */
    to: (q?: string, page = 1) =>
      q ? `/search?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q })}` : '/search',
  },
  submit: { pattern: '/submit', to: () => '/submit' },
  /** Elections (issue 28): the list, one election (its ballot for a member), its published ballots. */
  elections: { pattern: '/elections', to: () => '/elections' },
  election: { pattern: '/elections/:slug', to: (slug: string) => `/elections/${encodeURIComponent(slug)}` },
  /** The ballot's plain forms: POST (the choices) → the review page; /cast → the receipt page. */
  electionBallot: {
    pattern: '/elections/:slug/ballot',
    to: (slug: string) => `/elections/${encodeURIComponent(slug)}/ballot`,
  },
  electionCast: {
    pattern: '/elections/:slug/ballot/cast',
    to: (slug: string) => `/elections/${encodeURIComponent(slug)}/ballot/cast`,
  },
  /** The nomination's plain form (multipart, with the photo): POST → the election page. */
  electionNomination: {
    pattern: '/elections/:slug/nomination',
    to: (slug: string) => `/elections/${encodeURIComponent(slug)}/nomination`,
  },
  electionBallots: {
    pattern: '/elections/:slug/ballots',
    to: (slug: string) => `/elections/${encodeURIComponent(slug)}/ballots`,
  },
  /** Members (issue 27): joining, the e-mailed link's page (?token=) and the member's own page. */
  join: { pattern: '/join', to: () => '/join' },
  memberSignIn: { pattern: '/members/sign-in', to: () => '/members/sign-in' },
  memberAccount: { pattern: '/members/account', to: () => '/members/account' },
  /** The registration's confirmation link (double opt-in): /rsvp/confirm?token=…; ?status= or ?failed= after the form. */
  confirmRegistration: { pattern: '/rsvp/confirm', to: () => '/rsvp/confirm' },
  /** The registration e-mail's cancel link (decisions.md, Community): /rsvp/cancel?token=… */
  cancelRegistration: { pattern: '/rsvp/cancel', to: () => '/rsvp/cancel' },
  /** The newsletter's confirmation link (?token=) and the subscribe form's answer (decisions.md, Community). */
  newsletterConfirm: { pattern: '/newsletter/confirm', to: () => '/newsletter/confirm' },
  /** Every newsletter's List-Unsubscribe URL (?token=): GET asks, POST unsubscribes. */
  newsletterUnsubscribe: { pattern: '/newsletter/unsubscribe', to: () => '/newsletter/unsubscribe' },

  // Admin area (issue 4): rendered in the browser only, never on the server.
  admin: {
    root: { pattern: '/admin', to: () => '/admin' },
    login: { pattern: '/admin/login', to: () => '/admin/login' },
    forgotPassword: { pattern: '/admin/forgot-password', to: () => '/admin/forgot-password' },
    /** The link of the password-reset e-mail (decisions.md): /admin/reset-password?token=… */
    resetPassword: { pattern: '/admin/reset-password', to: () => '/admin/reset-password' },
    dashboard: { pattern: '/admin/dashboard', to: () => '/admin/dashboard' },
    events: { pattern: '/admin/events', to: () => '/admin/events' },
    eventNew: { pattern: '/admin/event/new', to: () => '/admin/event/new' },
    eventEdit: {
      pattern: '/admin/event/:id/edit',
      to: (id: string) => `/admin/event/${encodeURIComponent(id)}/edit`,
    },
    eventAttendees: {
      pattern: '/admin/events/:id/attendees',
      to: (id: string) => `/admin/events/${encodeURIComponent(id)}/attendees`,
    },
    /** Built for a phone at the door. */
    eventCheckIn: {
      pattern: '/admin/events/:id/check-in',
      to: (id: string) => `/admin/events/${encodeURIComponent(id)}/check-in`,
    },
    posts: { pattern: '/admin/posts', to: () => '/admin/posts' },
    postNew: { pattern: '/admin/post/new', to: () => '/admin/post/new' },
    postEdit: {
      pattern: '/admin/post/:id/edit',
      to: (id: string) => `/admin/post/${encodeURIComponent(id)}/edit`,
    },
    executives: { pattern: '/admin/executives', to: () => '/admin/executives' },
    executiveNew: { pattern: '/admin/executive/new', to: () => '/admin/executive/new' },
    executiveEdit: {
      pattern: '/admin/executive/:id/edit',
      to: (id: string) => `/admin/executive/${encodeURIComponent(id)}/edit`,
    },
    materials: { pattern: '/admin/materials', to: () => '/admin/materials' },
    materialNew: { pattern: '/admin/material/new', to: () => '/admin/material/new' },
    materialEdit: {
      pattern: '/admin/material/:id/edit',
      to: (id: string) => `/admin/material/${encodeURIComponent(id)}/edit`,
    },
    podcast: { pattern: '/admin/podcast', to: () => '/admin/podcast' },
    podcastNew: { pattern: '/admin/podcast/new', to: () => '/admin/podcast/new' },
    podcastEdit: {
      pattern: '/admin/podcast/:id/edit',
      to: (id: string) => `/admin/podcast/${encodeURIComponent(id)}/edit`,
    },
    messages: { pattern: '/admin/messages', to: () => '/admin/messages' },
    /** The society's members (issue 27): the roster, verifying, the class-list import. */
    members: { pattern: '/admin/members', to: () => '/admin/members' },
    /** Elections (issue 28, decision 036): the list, a new one, one election by its slug. */
    elections: { pattern: '/admin/elections', to: () => '/admin/elections' },
    electionNew: { pattern: '/admin/election/new', to: () => '/admin/election/new' },
    election: {
      pattern: '/admin/elections/:slug',
      to: (slug: string) => `/admin/elections/${encodeURIComponent(slug)}`,
    },
    subscribers: { pattern: '/admin/subscribers', to: () => '/admin/subscribers' },
    media: { pattern: '/admin/media', to: () => '/admin/media' },
    submissions: { pattern: '/admin/submissions', to: () => '/admin/submissions' },
    settings: { pattern: '/admin/settings', to: () => '/admin/settings' },
    activity: { pattern: '/admin/activity', to: () => '/admin/activity' },
    /** Importing a site (issue 29, decision 037): the original site or a WordPress export. */
    import: { pattern: '/admin/import', to: () => '/admin/import' },
    account: { pattern: '/admin/account', to: () => '/admin/account' },
  },
  register: { pattern: '/register', to: () => '/register' },
} as const;

/** The header and footer navigation of spec §2, in the spec's order and words. */
export const mainNavigation = [
  { label: 'Home', to: paths.home.to() },
  { label: 'About', to: paths.about.to() },
  { label: 'Events', to: paths.events.to() },
  { label: 'News & Publications', to: paths.news.to() },
  { label: 'Contact', to: paths.contact.to() },
  { label: 'Materials', to: paths.materials.to() },
  { label: 'Law & Vibes Podcast', to: paths.podcast.to() },
] as const;

/** Paths the server answers with the bare app shell; the browser renders them (admin area). */
export function isClientOnlyPath(pathname: string): boolean {
  const { admin, register } = paths;
  return (
    pathname === admin.root.pattern ||
    pathname.startsWith(`${admin.root.pattern}/`) ||
    pathname === register.pattern ||
    pathname === `${register.pattern}/`
  );
}
