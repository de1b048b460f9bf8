import type { z } from 'zod';

/** Per-field messages, first issue of each field wins: `{ "title": "Title is required." }`. */
export function flattenIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
