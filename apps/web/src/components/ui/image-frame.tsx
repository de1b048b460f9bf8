import { responsiveImage } from '@lss/shared/responsive-image';
import { Crest } from './crest.tsx';

type ImageFrameProps = {
  src: string | null;
  alt: string;
  className?: string;
  /** Shown over the placeholder when there is no image, e.g. a date. */
  placeholderLabel?: string;
  /** The first picture on the page (hero, cover): loaded at once, with high priority. */
  eager?: boolean;
  /** How wide the picture is drawn, for choosing among the resized copies. */
  sizes?: string;
};

/** A cover image, or a navy plate bearing the crest when none was uploaded. */
export function ImageFrame({
  src,
  alt,
  className = '',
  placeholderLabel,
  eager,
  sizes = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
}: ImageFrameProps) {
  if (src) {
    const image = responsiveImage(src);
    return (
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
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
