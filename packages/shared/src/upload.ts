import { z } from 'zod';

/** Spec §3: the upload response carries imageUrl, for images and documents alike. */
export const uploadResponse = z.object({ imageUrl: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;
