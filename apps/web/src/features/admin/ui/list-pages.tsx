import { ADMIN_SEARCH_MAX, noMatchesMessage, parseSort, sortParam } from '@lss/shared/admin-list';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type PageLinkProps, Pagination } from '#web/components/ui/pagination.tsx';
import { ADMIN_PAGE_SIZE, type ListAddress } from '../api/records.ts';
import { Empty } from './states.tsx';

/** How long typing rests before the list is searched. */
export const SEARCH_DELAY_MS = 300;

/**
 * The page links under an admin list: ?page=N of the list's own address (a second list's own page
 * parameter, ListAddress.pageName), its search and order kept.
 */
export function ListPages({ address, total, label }: { address: ListAddress; total: number; label: string }) {
  const { pathname, search } = useLocation();
  const href = (n: number) => {
    const query = new URLSearchParams(search);
    if (n > 1) query.set(address.pageName, String(n));
    else query.delete(address.pageName);
    const text = query.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  return (
    <Pagination
      page={address.page}
      total={total}
      limit={ADMIN_PAGE_SIZE}
      href={href}
      label={label}
      linkAs={RouterLink}
    />
  );
}

/** A page of an admin list opens within the admin area's single-page app. */
const RouterLink = ({ href, className, children }: PageLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * The search box above an admin list (decision 018): the list follows what is typed once typing
 * rests, the text is kept in the address (?q=), and Escape clears it. `maxLength` is for a list
 * whose API takes a shorter search (the media library's).
 */
export function ListSearch({
  label,
  address,
  placeholder,
  maxLength = ADMIN_SEARCH_MAX,
}: {
  label: string;
  address: ListAddress;
  placeholder?: string;
  maxLength?: number;
}) {
  const id = useId();
  const [text, setText] = useState(address.q);
  const applied = useRef(address.q);
  // Back and Forward change the address: the box shows the search of the page in view.
  useEffect(() => {
    if (address.q !== applied.current) {
      applied.current = address.q;
      setText(address.q);
    }
  }, [address.q]);
  const apply = (value: string) => {
    if (value.trim() === applied.current) return;
    applied.current = value.trim();
    address.setQuery(value);
  };
  useEffect(() => {
    const timer = setTimeout(() => apply(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: the site header's search is a form with role=search too; <search> is newer than some screen readers in use.
    <form
      role="search"
      aria-label={label}
      className="mb-4 flex flex-col gap-1.5 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-navy">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          setText('');
          apply('');
        }}
        className="min-h-11 w-full rounded-sm border border-rule bg-white px-3 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
      />
    </form>
  );
}

/** An empty list: nothing matches the search, or (without one) there is nothing yet. */
export function ListEmpty({ q, things, children }: { q: string; things: string; children: ReactNode }) {
  return <Empty>{q ? noMatchesMessage(things, q) : children}</Empty>;
}

/** What a card list's column holds, which names its two orders. */
type SortKind = 'text' | 'date' | 'number';
const SORT_WORDS: Record<SortKind, { ascending: string; descending: string }> = {
  text: { ascending: 'A to Z', descending: 'Z to A' },
  date: { ascending: 'oldest first', descending: 'newest first' },
  number: { ascending: 'smallest first', descending: 'largest first' },
};

/**
 * The order of an admin list shown as cards, not a table (messages, submissions, media, subscribers): a labelled
 * select of its columns, each either way; the table lists sort from their headers instead.
 */
export function ListSort({
  address,
  columns,
}: {
  address: ListAddress;
  columns: readonly { key: string; label: string; kind?: SortKind }[];
}) {
  const id = useId();
  const value = address.sort ? sortParam(address.sort) : '';
  return (
    <div className="mb-4 flex flex-col gap-1.5 sm:max-w-xs">
      <label htmlFor={id} className="text-sm font-semibold text-navy">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => address.setSort(parseSort(event.target.value))}
        className="field-input min-h-11 w-full appearance-auto py-1.5"
      >
        {value ? null : <option value="">Newest first</option>}
        {columns.flatMap(({ key, label, kind = 'text' }) => [
          <option key={key} value={key}>
            {label} ({SORT_WORDS[kind].ascending})
          </option>,
          <option key={`-${key}`} value={`-${key}`}>
            {label} ({SORT_WORDS[kind].descending})
          </option>,
        ])}
      </select>
    </div>
  );
}
