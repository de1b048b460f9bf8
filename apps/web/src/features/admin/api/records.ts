import { ADMIN_SEARCH_MAX, parseSort, type SortOrder, sortParam } from '@lss/shared/admin-list';
import { pageParam } from '@lss/shared/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminRequest, adminRequestPage } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from '../dashboard/api/keys.ts';

/**
 * The generic part of the admin's one data layer. Pages call their area's hooks (`<area>/api/`, one
 * hook a file, keys in its keys.ts); these are what those hooks are built on: `useAdminList` for every
 * paged list kept in the address, and for the content types (posts, events, executives, materials,
 * podcast episodes) their `Resource`, read and written by `useRecordList`, `useRecord`,
 * `useSaveRecord` and `useDeleteRecord` (wrapped by use-events.ts, use-save-event.ts, ...).
 */

/** Where a content type lives in the API (spec §7): its admin list, one record, and writes. */
export type Resource<TRecord, TInput> = {
  key: string;
  listPath: string;
  itemPath: (id: string) => string;
  writePath: string;
  /** Types only: the record read back and the body sent. */
  _types?: { record: TRecord; input: TInput };
};

/** A content type's query keys: every write invalidates `all`, so its lists and records reload. */
export function recordKeys<R, I>(resource: Resource<R, I>) {
  return {
    all: [resource.key] as const,
    list: [resource.key, 'list'] as const,
    item: (id: string | undefined) => [resource.key, 'item', id] as const,
  };
}

/** Rows an admin list shows a page. */
export const ADMIN_PAGE_SIZE = 50;

/** The list's place, kept in its address (decision 018): ?page=, ?q= and ?sort= (`title`, `-title`). */
export type ListAddress = {
  page: number;
  q: string;
  sort: SortOrder | null;
  /** The name of the page parameter in the address (`page`, or a second list's `invitations-page`). */
  pageName: string;
  /** A new search starts at page 1. */
  setQuery: (q: string) => void;
  /** A new order starts at page 1. */
  setSort: (sort: SortOrder) => void;
};

/**
 * `prefix` names the parameters of a second list on one screen (the Account page's invitations:
 * `invitations-q`, `invitations-sort`, `invitations-page`), so each list keeps its own place.
 */
export function useListAddress(prefix = ''): ListAddress {
  const [search, setSearch] = useSearchParams();
  const names = { page: `${prefix}page`, q: `${prefix}q`, sort: `${prefix}sort` };
  const q = (search.get(names.q) ?? '').trim().slice(0, ADMIN_SEARCH_MAX);
  const sortText = search.get(names.sort)?.trim();
  const change = (name: 'q' | 'sort', value: string) =>
    setSearch((current) => withParam(current, names[name], value, names.page));
  return {
    page: pageParam(search.get(names.page)),
    q,
    sort: sortText ? parseSort(sortText) : null,
    pageName: names.page,
    setQuery: (text) => change('q', text.trim()),
    setSort: (order) => change('sort', sortParam(order)),
  };
}

/** The address with `name` set to `value` ('' removes it), back at page 1: another list. */
function withParam(current: URLSearchParams, name: string, value: string, pageName: string) {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete(pageName);
  return next;
}

/**
 * A list's own filter kept in the address beside its page, search and order (?status=confirmed):
 * one of `choices`, or '' for all (anything else in the address counts as all). Another choice
 * is another list, so it starts at page 1.
 */
export function useAddressChoice<const C extends string>(name: string, choices: readonly C[]) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(name) ?? '';
  const value: C | '' = (choices as readonly string[]).includes(asked) ? (asked as C) : '';
  const choose = (next: string) =>
    setSearch((current) =>
      withParam(current, name, (choices as readonly string[]).includes(next) ? next : '', 'page'),
    );
  return [value, choose] as const;
}

/** The API address of the page of a list the address asks for; `filters` are a list's own (?session=). */
export function listRequestPath(
  path: string,
  { page, q, sort }: Pick<ListAddress, 'page' | 'q' | 'sort'>,
  filters: Record<string, string> = {},
) {
  const query = new URLSearchParams({ ...filters, page: String(page), limit: String(ADMIN_PAGE_SIZE) });
  if (q) query.set('q', q);
  if (sort) query.set('sort', sortParam(sort));
  return `${path}?${query}`;
}

/**
 * The page of an admin list the address asks for (page, search, order), a page at a time from the
 * API; `key` is the list's query key, so a write that invalidates it reloads the page in view.
 */
export function useAdminList<T>(
  key: readonly unknown[],
  path: string,
  {
    filters = {},
    enabled = true,
    addressPrefix = '',
    refetchInterval,
  }: {
    filters?: Record<string, string>;
    enabled?: boolean;
    addressPrefix?: string;
    /**
     * For a list that changes while it is open (an event's registrations; a newsletter's progress,
     * only while a page in view is under way): milliseconds, or false for no refresh.
     */
    refetchInterval?: number | ((items: readonly T[] | undefined) => number | false);
  } = {},
) {
  const address = useListAddress(addressPrefix);
  const { page, q, sort } = address;
  const list = useQuery({
    queryKey: [...key, filters, page, q, sort ? sortParam(sort) : ''],
    queryFn: ({ signal }) =>
      adminRequestPage<T>(listRequestPath(path, { page, q, sort }, filters), { signal }),
    enabled,
    refetchInterval:
      typeof refetchInterval === 'function'
        ? (query) => refetchInterval(query.state.data?.items)
        : refetchInterval,
    // The page being left stays in view until the next one arrives.
    placeholderData: keepPreviousData,
  });
  return { ...list, page, address };
}

/** The admin list of a content type; `options` for a list with its own filters (an executives' session). */
export function useRecordList<R, I>(
  resource: Resource<R, I>,
  options?: { filters?: Record<string, string>; enabled?: boolean },
) {
  return useAdminList<R>(recordKeys(resource).list, resource.listPath, options);
}

export function useRecord<R, I>(resource: Resource<R, I>, id: string | undefined) {
  return useQuery({
    queryKey: recordKeys(resource).item(id),
    queryFn: ({ signal }) => adminRequest<R>(resource.itemPath(id ?? ''), { signal }),
    enabled: Boolean(id),
    // An editor shows what is stored now, not what was cached from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The body is the shared schema's input type: an editor cannot send what the server would refuse by shape. */
export function useSaveRecord<R, I>(resource: Resource<R, I>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: I }) =>
      id
        ? adminRequest<R>(`${resource.writePath}/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : adminRequest<R>(resource.writePath, { method: 'POST', body: input }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recordKeys(resource).all }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}

export function useDeleteRecord<R, I>(resource: Resource<R, I>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ message: string }>(`${resource.writePath}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    // Spec §4: after a delete the list reloads.
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recordKeys(resource).all }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}
