import { hasRole, type Role } from './users.ts';

/**
 * The parts of the admin area and the least role each needs (decisions.md, Accounts and roles):
 * the one table of roles. Every signed-in API route names its area where it is declared
 * (`config: { area }`), and the server refuses a caller below the area's role; the admin area's
 * navigation, dashboard and route guard read the same table. Finer rules — a contributor's own
 * posts, drafts only; their own uploads — live in the services.
 */
export const AREA_ROLES = {
  dashboard: 'contributor',
  posts: 'contributor',
  /** The media library and uploading: contributors see and change their own uploads (the server filters). */
  media: 'contributor',
  /** Your own account and session: profile, password, two-factor sign-in, logging out. */
  account: 'contributor',
  events: 'editor',
  executives: 'editor',
  materials: 'editor',
  podcast: 'editor',
  /** The contact form's messages. */
  messages: 'editor',
  /** The society's members: the roster, verifying and lapsing, the class-list import (issue 27). */
  members: 'editor',
  /** The newsletter's subscribers, and sending a post to them. */
  subscribers: 'editor',
  submissions: 'editor',
  /** Publishing posts, and the drafts contributors submit for review. */
  reviews: 'editor',
  /**
   * Elections: any staff account may be named an electoral officer; the service lets an election's
   * officers run it and administrators create it and name them (issue 28).
   */
  elections: 'contributor',
  /** Creating or deleting an election and naming its officers (issue 28). */
  electionSetup: 'administrator',
  /** The site settings, and backups. */
  settings: 'administrator',
  /** The audit log (it records account changes). */
  activity: 'administrator',
  /** The account list, roles and invitations. */
  accounts: 'administrator',
  /** Importing the original site or a WordPress export (issue 29, decision 037). */
  import: 'administrator',
} as const satisfies Record<string, Role>;

export type AdminArea = keyof typeof AREA_ROLES;

export const isAdminArea = (value: unknown): value is AdminArea =>
  typeof value === 'string' && Object.hasOwn(AREA_ROLES, value);

/** Whether an account of `role` may use `area`. */
export const mayUse = (role: Role, area: AdminArea): boolean => hasRole(role, AREA_ROLES[area]);
