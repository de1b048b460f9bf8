import { z } from 'zod';

/** The body of every error response (decisions.md, API). */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okResponse = z.object({ message: z.string() });
