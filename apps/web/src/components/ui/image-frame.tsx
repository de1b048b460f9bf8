import { Crest } from './crest.tsx';

type ImageFrameProps = {
  src: string | null;
  alt: string;
  className?: string;
  /** Shown over the placeholder when there is no image, e.g. a date. */
  placeholderLabel?: string;
  eager?: boolean;
};

/** A cover image, or a navy plate bearing the crest when none was uploaded. */
export function ImageFrame({ src, alt, className = '', placeholderLabel, eager }: ImageFrameProps) {
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`h-full w-full object-cover ${className}`}
      />
    );
  }
  return (
    <div
      className={`hatch on-dark flex h-full w-full flex-col items-center justify-center gap-3 ${className}`}
    >
      <Crest className="h-16 w-14 text-gold/70" />
      {placeholderLabel ? (
        <span className="text-xs font-semibold uppercase tracking-[0.24em] text-gold">
          {placeholderLabel}
        </span>
      ) : null}
    </div>
  );
}
