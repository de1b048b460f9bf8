// No zod here: public pages import this, and the schemas would weigh on every page's JavaScript.

/** Widths of the WebP copies made of every uploaded image narrower than the original. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

// Relative (/uploads/…) or absolute: PUBLIC_URL + /uploads/… for other origins, or a bucket's public
// URL (S3_PUBLIC_URL), where the copies sit beside the original under the same base.
const UPLOADED_IMAGE =
  /^((?:https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?)?\/uploads\/[a-f0-9]{32})_(\d+)x(\d+)\.(jpg|png|gif|webp)$/;

export type ResponsiveImage = { src: string; srcSet?: string; width?: number; height?: number };

/**
 * What an <img> needs for an uploaded picture: its intrinsic size (from its name, so pages reserve
 * the space and nothing shifts) and a srcset of the resized copies. Other URLs are used as they are.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const match = UPLOADED_IMAGE.exec(url);
  if (!match) return { src: url };
  const [, stem, w, h, extension] = match;
  const width = Number(w);
  const height = Number(h);
  if (extension === 'gif') return { src: url, width, height };
  const variants = IMAGE_VARIANT_WIDTHS.filter((variant) => variant < width).map(
    (variant) => `${stem}_${w}x${h}_${variant}w.webp ${variant}w`,
  );
  return { src: url, srcSet: [...variants, `${url} ${width}w`].join(', '), width, height };
}
