import { responsiveImage } from '@lss/shared/responsive-image';

/**
 * A small square preview of a library file: the picture (its smallest resized copy, lazily), or a
 * tile naming a document's type.
 */
export function MediaThumbnail({ url, mimeType, alt }: { url: string; mimeType: string; alt: string }) {
  if (!mimeType.startsWith('image/')) {
    const type = url.slice(url.lastIndexOf('.') + 1).toUpperCase();
    return (
      <span className="flex aspect-square w-full items-center justify-center rounded-sm border border-rule bg-parchment text-sm font-bold text-navy">
        {type}
      </span>
    );
  }
  const image = responsiveImage(url);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes="10rem"
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      className="aspect-square w-full rounded-sm border border-rule bg-paper object-cover"
    />
  );
}
