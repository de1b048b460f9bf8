import { fileTypeFromName } from '@lss/shared/constants';
import { mediaMessages } from '@lss/shared/media-messages';
import { responsiveImage } from '@lss/shared/responsive-image';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { useMediaByUrl } from '../media/api/use-media-by-url.ts';
import { useUploadFile } from '../media/api/use-upload-file.ts';
import { FieldNotes } from './fields.tsx';
import { MediaPicker } from './media-picker.tsx';
import { isSessionEnd } from './use-error-toast.ts';
import { useFileDrop } from './use-file-drop.ts';

/** The preview's height at most (Tailwind's max-h-48). */
const PREVIEW_MAX_HEIGHT = 192;

/**
 * The field's picture. Until its bytes arrive an <img> has no size, and its border alone drew a
 * lone dot under the field's hint (issue 23, after every upload, longer on a slow link). An uploaded
 * picture carries its size in its name, so its box is reserved at once; any other picture stays out
 * of the page until it has loaded.
 */
function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const { width, height } = responsiveImage(url);
  const [loaded, setLoaded] = useState(false);
  const sized = width !== undefined && height !== undefined && width > 0 && height > 0;
  return (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      hidden={!sized && !loaded}
      onLoad={() => setLoaded(true)}
      style={
        sized ? { width: Math.min(width, Math.round((PREVIEW_MAX_HEIGHT * width) / height)) } : undefined
      }
      className={`mt-3 h-auto max-h-48 max-w-full rounded-sm border border-rule bg-paper object-contain ${sized ? '' : 'w-auto'}`}
    />
  );
}

type UploadFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Images get a picture preview; files get their type and a link. */
  kind: 'image' | 'file';
  accept: string;
  hint?: string;
  successMessage: string;
  failureMessage: string;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  /**
   * Opens a file that is not served at its address (a members-only material's: decision 031) by
   * downloading it with the session; without it the file's address is a link.
   */
  openFile?: (() => void) | undefined;
};

/**
 * The URL field is read-only and filled only by an upload (spec §2, §5), a file dropped on the field,
 * or (images) a pick from the media library; it holds the uploaded file's URL, and the name the file
 * was uploaded with is shown beside it. The upload shows its progress, and the editor holds its save
 * button while one runs.
 */
export function UploadField({
  label,
  value,
  onChange,
  kind,
  accept,
  hint,
  successMessage,
  failureMessage,
  onBusyChange,
  error,
  openFile,
}: UploadFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { mutateAsync: uploadFile } = useUploadFile();
  const [progress, setProgress] = useState<number | null>(null);
  // The name of what was just uploaded or picked; a stored value's name comes from the library.
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const stored = useMediaByUrl(value);
  const fileName =
    value && chosen?.url === value ? chosen.name : value ? (stored.data?.originalName ?? null) : null;

  async function upload(file: File) {
    setProgress(0);
    onBusyChange?.(true);
    try {
      const uploaded = await uploadFile({ file, onProgress: setProgress });
      setChosen({ url: uploaded.imageUrl, name: uploaded.originalName ?? file.name });
      onChange(uploaded.imageUrl);
      toast.success(successMessage);
    } catch (failure) {
      if (!isSessionEnd(failure)) {
        // The spec's text, and the server's reason (too large, wrong type) beneath it when it gave one.
        const reason = messageOf(failure, '');
        toast.error(failureMessage, reason ? { description: reason } : undefined);
      }
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const uploading = progress !== null;
  const drop = useFileDrop(([file]) => {
    if (file) void upload(file);
  }, uploading);
  const showName = Boolean(value && fileName && !uploading);
  const describedBy = [
    showName ? `${id}-name` : null,
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const detectedType = value ? fileTypeFromName(fileName ?? value) : null;

  // The box reaches past the field on the sides and top so the drop highlight frames it; it sets no
  // bottom margin, which would replace the form's spacing before the next field.
  return (
    <div
      {...drop.handlers}
      data-dragging={drop.dragging || undefined}
      className="relative -mx-2 -mt-2 rounded-sm px-2 pt-2 data-[dragging]:bg-gold-light/30 data-[dragging]:outline-2 data-[dragging]:outline-dashed data-[dragging]:outline-gold-deep"
    >
      <label htmlFor={`${id}-url`} className="field-label">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <input
          id={`${id}-url`}
          type="text"
          readOnly
          value={value}
          title={value || undefined}
          placeholder={`Upload a file to fill this in, ${mediaMessages.dropOnField}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="field-input min-w-0 flex-1 bg-paper text-muted aria-[invalid=true]:border-error"
        />
        <div className="flex shrink-0 flex-wrap gap-2">
          <label
            className={`inline-flex min-h-12 cursor-pointer items-center justify-center rounded-sm border border-navy bg-navy px-4 text-sm font-semibold text-parchment transition-colors focus-within:outline-3 focus-within:outline-offset-3 focus-within:outline-navy hover:bg-navy-deep ${uploading ? 'pointer-events-none opacity-60' : ''}`}
          >
            <span>{uploading ? 'Uploading...' : value ? 'Replace' : 'Upload'}</span>
            <input
              ref={fileInput}
              type="file"
              accept={accept}
              aria-label={`Upload ${label}`}
              disabled={uploading}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
          </label>
          {kind === 'image' && !uploading ? (
            <button
              type="button"
              onClick={() => setPicking(true)}
              className="min-h-12 rounded-sm border border-navy/40 bg-white px-4 text-sm font-semibold text-navy hover:border-navy"
              aria-label={`${mediaMessages.chooseFromLibrary}: ${label}`}
            >
              {mediaMessages.chooseFromLibrary}
            </button>
          ) : null}
          {value && !uploading ? (
            <button
              type="button"
              onClick={() => {
                setChosen(null);
                onChange('');
              }}
              className="min-h-12 rounded-sm border border-navy/40 bg-white px-4 text-sm font-semibold text-navy hover:border-navy"
              aria-label={`Remove ${label}`}
            >
              Remove
            </button>
          ) : null}
        </div>
      </div>
      {drop.dragging ? (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-sm bg-card/90 font-semibold text-navy">
          {mediaMessages.dropHere}
        </p>
      ) : null}
      {picking ? (
        <MediaPicker
          fieldLabel={label}
          onClose={() => setPicking(false)}
          onPick={(item) => {
            setChosen({ url: item.url, name: item.originalName });
            onChange(item.url);
            setPicking(false);
          }}
        />
      ) : null}
      {showName ? (
        <p id={`${id}-name`} className="mt-1.5 break-all text-sm text-navy">
          {mediaMessages.uploadedAs(fileName ?? '')}
        </p>
      ) : null}
      <FieldNotes id={id} hint={hint} error={error} />
      <div aria-live="polite">
        {uploading ? (
          <div className="mt-3">
            <progress
              max={100}
              value={progress}
              aria-label={`Uploading ${label}`}
              className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-gold [&::-webkit-progress-bar]:bg-parchment [&::-webkit-progress-value]:bg-gold"
            />
            <p className="mt-1 text-sm text-muted">Uploading… {progress}%</p>
          </div>
        ) : null}
      </div>
      {value && !uploading ? (
        kind === 'image' ? (
          <ImagePreview key={value} url={value} alt={`${label} preview`} />
        ) : (
          <p className="mt-3 flex items-center gap-3 text-sm">
            <span className="rounded-sm border border-rule bg-parchment px-2 py-0.5 font-bold text-navy">
              {detectedType}
            </span>
            {openFile ? (
              <button type="button" onClick={openFile} className="link-quiet">
                Open the uploaded file
              </button>
            ) : (
              <a href={value} target="_blank" rel="noreferrer" className="link-quiet">
                Open the uploaded file
              </a>
            )}
          </p>
        )
      ) : null}
    </div>
  );
}
