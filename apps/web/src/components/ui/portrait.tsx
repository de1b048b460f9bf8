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
