import { z } from 'zod';

/**
 * Spec §3: the upload response carries imageUrl, for images and documents alike; the media
 * library adds the file's id there and the name it was uploaded with.
 */
export const uploadResponse = z.object({ imageUrl: z.string(), id: z.string(), originalName: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

/** `<id>.<ext>` for documents; `<id>_<w>x<h>.<ext>` for images and `<id>_<w>x<h>_<n>w.webp` for their copies. */
export const STORED_UPLOAD_NAME = /^[a-f0-9]{32}(?:_\d{1,5}x\d{1,5}(?:_\d{3,4}w)?)?\.([a-z]+)$/;

export { IMAGE_VARIANT_WIDTHS, type ResponsiveImage, responsiveImage } from './responsive-image.ts';
