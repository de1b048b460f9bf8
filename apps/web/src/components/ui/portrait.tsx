import type { Executive } from '@lss/shared/executives';
import { responsiveImage } from '@lss/shared/responsive-image';
import { Monogram } from './monogram.tsx';

type PortraitProps = {
  name: string;
  imageUrl: string | null;
  /** The photo's alt text from the media library; "Portrait of <name>" when it has none. */
  alt?: string | null | undefined;
  className?: string;
};

/** A person's photo, or their monogram when there is none. */
export function Portrait({ name, imageUrl, alt, className = '' }: PortraitProps) {
  if (!imageUrl) return <Monogram name={name} className={className} />;
  const image = responsiveImage(imageUrl);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      // Portraits are drawn at most 15rem wide.
      sizes={image.srcSet ? '15rem' : undefined}
      width={image.width}
      height={image.height}
      alt={alt || `Portrait of ${name}`}
      loading="lazy"
      decoding="async"
      className={`object-cover object-top ${className}`}
    />
  );
}

/** A council member's portrait in its gold 4:5 frame, growing a little on hover of the enclosing `group`. */
export function FramedPortrait({
  name,
  imageUrl,
  alt,
  frameClassName,
  className,
}: PortraitProps & { frameClassName: string }) {
  return (
    <div
      className={`mx-auto aspect-[4/5] w-full max-w-[15rem] overflow-hidden rounded-sm border border-gold/60 p-1.5 ${frameClassName}`}
    >
      <Portrait
        name={name}
        imageUrl={imageUrl}
        alt={alt}
        className={`h-full w-full transition-transform duration-500 group-hover:scale-[1.03] ${className}`}
      />
    </div>
  );
}

/**
 * An executive as the public pages show one: the framed portrait (initials without a photo), the
 * name and the position; `featured` larger, as on the home page's leadership band.
 */
export function ExecutiveFigure({
  executive,
  featured = false,
}: {
  executive: Executive;
  featured?: boolean;
}) {
  return (
    <>
      <FramedPortrait
        name={executive.name}
        alt={executive.imageAlt}
        imageUrl={executive.imageUrl}
        frameClassName={featured ? 'shadow-lg' : 'bg-card shadow-md'}
        className={featured ? 'text-[1.6rem]' : 'text-[1.4rem]'}
      />
      <h3
        className={featured ? 'mt-6 text-xl font-bold group-hover:text-gold-deep' : 'mt-5 text-lg font-bold'}
      >
        {executive.name}
      </h3>
      <p className={featured ? 'eyebrow mt-2' : 'eyebrow mt-1.5'}>{executive.position}</p>
    </>
  );
}
