import { mediaMessages } from '@lss/shared/media-messages';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { useFileDrop } from '../ui/use-file-drop.ts';
import { useUploadFiles } from './api/use-upload-files.ts';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,application/pdf,.doc,.docx';

/**
 * Adds files to the library: dropped on the zone, or chosen with its button (the way for keyboards
 * and screen readers). Files go up one after another; each says how it went.
 */
export function MediaDropZone() {
  const id = useId();
  const { mutateAsync: uploadFiles } = useUploadFiles();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState<{ name: string; progress: number } | null>(null);

  async function uploadAll(files: File[]) {
    await uploadFiles({
      files,
      onProgress: (file, progress) => setCurrent({ name: file.name, progress }),
      onUploaded: (_file, uploaded) => toast.success(mediaMessages.uploaded(uploaded.originalName)),
      onFailed: (file, error) => {
        const reason = messageOf(error, '');
        toast.error(mediaMessages.uploadFailed(file.name), reason ? { description: reason } : undefined);
      },
    });
    setCurrent(null);
    if (input.current) input.current.value = '';
  }

  const drop = useFileDrop((files) => void uploadAll(files), current !== null);

  return (
    <div
      {...drop.handlers}
      data-dragging={drop.dragging || undefined}
      className="flex flex-col items-center justify-center gap-3 rounded-sm border-2 border-dashed border-rule bg-card px-6 py-8 text-center transition-colors data-[dragging]:border-gold-deep data-[dragging]:bg-gold-light/30"
    >
      <p className="text-ink" id={`${id}-hint`}>
        {drop.dragging ? mediaMessages.dropHere : mediaMessages.dropZone}
      </p>
      <label className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-sm border border-navy bg-navy px-4 text-sm font-semibold text-parchment focus-within:outline-3 focus-within:outline-offset-3 focus-within:outline-navy hover:bg-navy-deep">
        <span>{mediaMessages.chooseFiles}</span>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label={mediaMessages.chooseFiles}
          aria-describedby={`${id}-hint`}
          disabled={current !== null}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length) void uploadAll(files);
          }}
        />
      </label>
      <div aria-live="polite" className="w-full max-w-sm">
        {current ? (
          <>
            <progress
              max={100}
              value={current.progress}
              aria-label={`Uploading ${current.name}`}
              className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-gold [&::-webkit-progress-bar]:bg-parchment [&::-webkit-progress-value]:bg-gold"
            />
            <p className="mt-1 text-sm text-muted">
              {mediaMessages.uploading} {current.name} {current.progress}%
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
