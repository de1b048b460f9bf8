import type { MediaItem } from '@lss/shared/media';
import { mediaMessages } from '@lss/shared/media-messages';
import { pageCount } from '@lss/shared/pagination';
import { useDeferredValue, useId, useState } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useMediaPage } from '../media/api/use-media-page.ts';
import { Button } from './buttons.tsx';
import { MediaThumbnail } from './media-thumbnail.tsx';
import { Empty, LoadFailed, Loading } from './states.tsx';

const PICKER_PAGE_SIZE = 12;

/**
 * "Choose from library": a modal dialog listing the uploaded images, newest first, searchable by
 * file name and alt text, a page at a time. Choosing one hands it to the field; Escape or Cancel
 * leaves the field as it was.
 */
export function MediaPicker({
  fieldLabel,
  onPick,
  onClose,
}: {
  fieldLabel: string;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q);
  const list = useMediaPage({ q: search, page, limit: PICKER_PAGE_SIZE, kind: 'image' });
  const last = list.data ? pageCount(list.data.total, PICKER_PAGE_SIZE) : 1;

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      lockScroll
      className="flex max-h-[90vh] w-full max-w-3xl flex-col rounded-sm border-t-4 border-gold bg-card shadow-2xl"
    >
      <div className="border-b border-rule p-5">
        <h2 id={titleId} className="text-xl font-bold">
          {mediaMessages.pickerTitle}
          <span className="sr-only"> for {fieldLabel}</span>
        </h2>
        <label className="mt-4 block">
          <span className="field-label">{mediaMessages.searchLabel}</span>
          <input
            type="search"
            value={q}
            placeholder={mediaMessages.searchPlaceholder}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
            className="field-input w-full"
          />
        </label>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-5" aria-live="polite" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Loading>Loading images…</Loading>
        ) : list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()}>{mediaMessages.loadFailed}</LoadFailed>
        ) : list.data.items.length === 0 ? (
          <Empty>{search.trim() ? mediaMessages.noMatches : mediaMessages.pickerEmpty}</Empty>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {list.data.items.map((item) => (
              <li key={item._id}>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  aria-label={mediaMessages.pick(item.originalName)}
                  className="group block w-full rounded-sm p-1 text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy hover:bg-parchment"
                >
                  <MediaThumbnail url={item.url} mimeType={item.mimeType} alt="" />
                  <span className="mt-1.5 block truncate text-sm text-ink group-hover:underline">
                    {item.originalName}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-rule p-5 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {last > 1 ? (
          <div className="flex items-center gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="text-sm text-muted">
              Page {page} of {last}
            </span>
            <Button variant="secondary" disabled={page >= last} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
