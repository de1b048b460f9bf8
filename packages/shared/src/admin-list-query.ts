import { z } from 'zod';
import {
  ADMIN_SEARCH_MAX,
  type AdminListFilter,
  parseSort,
  type SortOrder,
  unknownSortMessage,
} from './admin-list.ts';
import { pageQuery } from './page-query.ts';
import type { PageRequest } from './pagination.ts';

/**
 * The query string of an admin list GET (decision 018): `page`/`limit`, `q` (trimmed; empty means
 * no search) and `sort` (one of `columns`, `-` first for descending). The one schema every admin
 * list route uses; an unknown column is a 400 naming the columns there are.
 */
export function adminListQuery<const K extends string>(columns: readonly [K, ...K[]]) {
  return pageQuery.extend({
    q: z
      .string({ error: 'Search must be text.' })
      .trim()
      .max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters.`)
      .optional()
      .transform((value) => value || undefined),
    sort: z
      .string({ error: 'Sort must be text.' })
      .trim()
      .optional()
      .transform((value, context): SortOrder<K> | undefined => {
        if (!value) return undefined;
        const order = parseSort(value);
        if ((columns as readonly string[]).includes(order.column)) return order as SortOrder<K>;
        context.addIssue({ code: 'custom', message: unknownSortMessage(columns) });
        return z.NEVER;
      }),
  });
}

/** What a service is asked for: a page, and optionally a search and an order. */
export type AdminListQuery<K extends string = string> = PageRequest & AdminListFilter<K>;

/** The sort keys of each admin list: the columns its screen shows (spec §4), by the API's names. */
export const adminListColumns = {
  posts: ['title', 'status', 'author', 'updated'],
  reviewQueue: ['title', 'author', 'submitted'],
  events: ['title', 'date', 'featured'],
  executives: ['name', 'position', 'order', 'featured'],
  materials: ['title', 'level', 'type'],
  episodes: ['title', 'guest', 'date'],
  messages: ['name', 'email', 'date'],
  submissions: ['title', 'name', 'status', 'date'],
  activity: ['when', 'who', 'action', 'what'],
  accounts: ['name', 'email', 'role', 'since'],
  invitations: ['email', 'role', 'invitedBy', 'expires'],
  media: ['name', 'size', 'uploaded'],
  subscribers: ['email', 'name', 'status', 'since'],
  attendees: ['name', 'email', 'status', 'registered', 'checkedIn'],
} as const;

export type AdminListName = keyof typeof adminListColumns;
/** The sort keys of one admin list. */
export type AdminSortKey<L extends AdminListName> = (typeof adminListColumns)[L][number];

export const adminListQueries = {
  posts: adminListQuery(adminListColumns.posts),
  reviewQueue: adminListQuery(adminListColumns.reviewQueue),
  events: adminListQuery(adminListColumns.events),
  executives: adminListQuery(adminListColumns.executives),
  materials: adminListQuery(adminListColumns.materials),
  episodes: adminListQuery(adminListColumns.episodes),
  messages: adminListQuery(adminListColumns.messages),
  submissions: adminListQuery(adminListColumns.submissions),
  activity: adminListQuery(adminListColumns.activity),
  accounts: adminListQuery(adminListColumns.accounts),
  invitations: adminListQuery(adminListColumns.invitations),
};
