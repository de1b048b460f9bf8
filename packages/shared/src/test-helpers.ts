import type { z } from 'zod';
import { flattenIssues } from './validation.ts';

export const messagesTestHelpers = {
  /** The per-field messages a schema gives for a value, as the API sends them. */
  fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
    const result = schema.safeParse(value);
    return result.success ? {} : flattenIssues(result.error.issues);
  },
};
