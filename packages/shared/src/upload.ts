import { z } from 'zod';

/** Spec §3: the upload response carries imageUrl, for images and documents alike. */
export const uploadResponse = z.object({ imageUrl: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

/** `<id>.<ext>` for documents; `<id>_<w>x<h>.<ext>` for images and `<id>_<w>x<h>_<n>w.webp` for their copies. */
export const STORED_UPLOAD_NAME = /^[a-f0-9]{32}(?:_\d{1,5}x\d{1,5}(?:_\d{3,4}w)?)?\.([a-z]+)$/;

/** Widths of the WebP copies made of every uploaded image narrower than the original. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

const UPLOADED_IMAGE = /^(\/uploads\/[a-f0-9]{32})_(\d+)x(\d+)\.(jpg|png|gif|webp)$/;

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
