import { ALT_MAX_LENGTH, humanSize, type MediaItem } from '@lss/shared/media';
import { mediaMessages } from '@lss/shared/media-messages';
import { responsiveImage } from '@lss/shared/responsive-image';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { messageOf } from '#web/lib/admin-api.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { Button, SubmitButton } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { isSessionEnd } from '../ui/use-error-toast.ts';
import { useDeleteMedia } from './api/use-delete-media.ts';
import { useSaveMediaAlt } from './api/use-save-media-alt.ts';
import { UsedBy } from './used-by.tsx';

/** One file's details: a larger preview, its facts, where it is used, its alt text and deletion. */
export function MediaDetails({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const titleId = useId();
  const altId = useId();
  const dates = useAdminDates();
  const setAlt = useSaveMediaAlt();
  const remove = useDeleteMedia();
  const { confirm, dialog } = useConfirm();
  const [alt, setAltText] = useState(item.alt);
  const image = item.mimeType.startsWith('image/') ? responsiveImage(item.url) : null;

  async function saveAlt() {
    try {
      await setAlt.mutateAsync({ id: item._id, alt });
      toast.success(mediaMessages.altSaved);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, mediaMessages.altFailed));
    }
  }

  async function onDelete() {
    if (!(await confirm(mediaMessages.deleteConfirm(item.originalName)))) return;
    try {
      await remove.mutateAsync(item._id);
      toast.success(mediaMessages.deleted);
      onClose();
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, mediaMessages.deleteFailed));
    }
  }

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      lockScroll
      className="flex max-h-[92vh] w-full max-w-2xl flex-col overflow-y-auto rounded-sm border-t-4 border-gold bg-card p-5 shadow-2xl sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold break-words">
        {item.originalName}
      </h2>
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="40rem"
          width={image.width}
          height={image.height}
          alt={item.alt}
          className="mt-4 max-h-72 w-auto rounded-sm border border-rule bg-paper object-contain"
        />
      ) : null}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{mediaMessages.columnSize}</dt>
        <dd>
          {humanSize(item.bytes)}
          {item.width && item.height ? ` · ${item.width}×${item.height} px` : ''}
        </dd>
        <dt className="text-muted">{mediaMessages.columnDate}</dt>
        <dd>{dates.dateTime(item.createdAt)}</dd>
        <dt className="text-muted">{mediaMessages.columnUsedBy}</dt>
        <dd>
          <UsedBy uses={item.usedBy} />
        </dd>
        <dt className="text-muted">Link</dt>
        <dd className="min-w-0 break-all">
          <a href={item.url} target="_blank" rel="noreferrer" className="link-quiet">
            Open the file
          </a>
        </dd>
      </dl>
      {image ? (
        <form
          className="mt-5"
          onSubmit={(event) => {
            event.preventDefault();
            void saveAlt();
          }}
        >
          <label htmlFor={altId} className="field-label">
            {mediaMessages.altLabel}
          </label>
          <textarea
            id={altId}
            value={alt}
            maxLength={ALT_MAX_LENGTH}
            rows={2}
            onChange={(event) => setAltText(event.target.value.replace(/\s*\n\s*/g, ' '))}
            aria-describedby={`${altId}-hint`}
            className="field-input w-full"
          />
          <p id={`${altId}-hint`} className="mt-1.5 text-sm text-muted">
            {mediaMessages.altHint}
          </p>
          <SubmitButton
            busy={setAlt.isPending}
            busyLabel="Saving..."
            className="mt-3"
            disabled={alt.trim() === item.alt}
          >
            {mediaMessages.saveAlt}
          </SubmitButton>
        </form>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-rule pt-5 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button variant="danger" onClick={() => void onDelete()} disabled={remove.isPending}>
          {mediaMessages.deleteFile}
        </Button>
      </div>
      {dialog}
    </Dialog>
  );
}
