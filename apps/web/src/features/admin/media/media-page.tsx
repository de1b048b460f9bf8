import type { MediaItem } from '@lss/shared/media';
import { humanSize } from '@lss/shared/media';
import { mediaMessages } from '@lss/shared/messages';
import { pageParam } from '@lss/shared/pagination';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMediaPage } from '../api/media.ts';
import { ADMIN_PAGE_SIZE } from '../api/records.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { ListPages } from '../ui/list-pages.tsx';
import { MediaThumbnail } from '../ui/media-thumbnail.tsx';
import { Empty, LoadFailed, Loading } from '../ui/states.tsx';
import { useErrorToast } from '../ui/use-error-toast.ts';
import { MediaDetails } from './media-details.tsx';
import { MediaDropZone } from './media-drop-zone.tsx';
import { UsedBy } from './used-by.tsx';

/**
 * The media library (issue 16): every upload once, newest first, with its thumbnail, the name it
 * was uploaded with, size, date (society clock) and where it is used; searchable, paged; alt text
 * and deletion in each file's details; new files dropped on the zone or chosen with its button.
 */
export function MediaPage() {
  const dates = useAdminDates();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const [q, setQ] = useState(params.get('q') ?? '');
  const search = useDeferredValue(q);
  const list = useMediaPage({ q: search, page, limit: ADMIN_PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);
  useErrorToast(list.error, mediaMessages.loadFailed);
  const open = list.data?.items.find((item) => item._id === openId) ?? null;

  return (
    <AdminPage
      title={mediaMessages.title}
      description={
        list.data
          ? `${list.data.total} file${list.data.total === 1 ? '' : 's'}. ${mediaMessages.intro}`
          : mediaMessages.intro
      }
    >
      <MediaDropZone />
      <search className="mt-8 mb-4 block max-w-md">
        <label className="block">
          <span className="field-label">{mediaMessages.searchLabel}</span>
          <input
            type="search"
            value={q}
            placeholder={mediaMessages.searchPlaceholder}
            onChange={(event) => {
              setQ(event.target.value);
              const next = new URLSearchParams();
              if (event.target.value.trim()) next.set('q', event.target.value.trim());
              setParams(next, { replace: true });
            }}
            className="field-input w-full"
          />
        </label>
      </search>
      {list.isPending ? (
        <Loading>Loading the library…</Loading>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>{mediaMessages.loadFailed}</LoadFailed>
      ) : list.data.items.length === 0 ? (
        <Empty>{search.trim() ? mediaMessages.noMatches : mediaMessages.empty}</Empty>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isFetching}>
          {list.data.items.map((item) => (
            <MediaCard
              key={item._id}
              item={item}
              date={dates.dateTime(item.createdAt)}
              onOpen={() => setOpenId(item._id)}
            />
          ))}
        </ul>
      )}
      {list.data ? <ListPages page={page} total={list.data.total} label="Media pages" /> : null}
      {open ? <MediaDetails item={open} onClose={() => setOpenId(null)} /> : null}
    </AdminPage>
  );
}

function MediaCard({ item, date, onOpen }: { item: MediaItem; date: string; onOpen: () => void }) {
  return (
    <li className="card flex gap-4 p-3">
      <div className="w-24 shrink-0">
        <MediaThumbnail url={item.url} mimeType={item.mimeType} alt={item.alt} />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <h2 className="truncate font-sans text-base font-semibold text-ink" title={item.originalName}>
          {item.originalName}
        </h2>
        <p className="text-muted">
          {humanSize(item.bytes)}
          {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
        </p>
        <p className="text-muted">
          <span className="sr-only">{mediaMessages.columnDate}: </span>
          {date}
        </p>
        <div className="mt-1.5">
          <span className="sr-only">{mediaMessages.columnUsedBy}: </span>
          <UsedBy uses={item.usedBy} />
        </div>
        <button
          type="button"
          onClick={onOpen}
          className="link-quiet mt-2 font-semibold"
          aria-label={mediaMessages.details(item.originalName)}
        >
          {item.mimeType.startsWith('image/') ? 'Alt text and details' : 'Details'}
        </button>
      </div>
    </li>
  );
}
