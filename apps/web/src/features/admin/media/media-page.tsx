import type { MediaItem } from '@lss/shared/media';
import { humanSize, MEDIA_QUERY_MAX_LENGTH } from '@lss/shared/media';
import { mediaMessages } from '@lss/shared/media-messages';
import { useState } from 'react';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { ListEmpty, ListPages, ListSearch, ListSort } from '../ui/list-pages.tsx';
import { MediaThumbnail } from '../ui/media-thumbnail.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { useErrorToast } from '../ui/use-error-toast.ts';
import { useMediaLibrary } from './api/use-media-library.ts';
import { MediaDetails } from './media-details.tsx';
import { MediaDropZone } from './media-drop-zone.tsx';
import { UsedBy } from './used-by.tsx';

/** What each card shows that the library sorts by (decision 018). */
const SORTS = [
  { key: 'uploaded', label: mediaMessages.columnDate, kind: 'date' },
  { key: 'name', label: mediaMessages.columnName },
  { key: 'size', label: mediaMessages.columnSize, kind: 'number' },
] as const;

/**
 * The media library (issue 16): every upload once, newest first, with its thumbnail, the name it
 * was uploaded with, size, date (society clock) and where it is used; searched, sorted and paged
 * like every admin list; alt text and deletion in each file's details; new files dropped on the
 * zone or chosen with its button.
 */
export function MediaPage() {
  const dates = useAdminDates();
  const list = useMediaLibrary();
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
      <div className="mt-8">
        <ListSearch
          label={mediaMessages.searchLabel}
          placeholder={mediaMessages.searchPlaceholder}
          maxLength={MEDIA_QUERY_MAX_LENGTH}
          address={list.address}
        />
        <ListSort address={list.address} columns={SORTS} />
      </div>
      {list.isPending ? (
        <Loading>Loading the library…</Loading>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>{mediaMessages.loadFailed}</LoadFailed>
      ) : list.data.items.length === 0 ? (
        <ListEmpty q={list.address.q} things="files">
          {mediaMessages.empty}
        </ListEmpty>
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
      {list.data ? <ListPages address={list.address} total={list.data.total} label="Media pages" /> : null}
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
