import { z } from 'zod';
import { parseSession } from './sessions.ts';

export const sessionMessage = (label: string) => `${label} must be two consecutive years, like 2025/2026.`;

/** A session in a body or a query string. */
export function sessionField(label: string) {
  return z.string({ error: `${label} is required.` }).transform((value, context) => {
    const parsed = parseSession(value);
    if (parsed) return parsed;
    context.addIssue({ code: 'custom', message: sessionMessage(label) });
    return z.NEVER;
  });
}

/** The body of POST /api/executives/sessions (start the next session and make it current). */
export const startSessionInput = z.object({
  /** 'positions': the current council's positions again, each vacant; 'empty': nobody yet. */
  copy: z.enum(['positions', 'empty'], { error: "Copy must be 'positions' or 'empty'." }),
});
export type StartSessionInput = z.input<typeof startSessionInput>;

/** Its answer: the new current session and how many vacant positions it starts with. */
export const startedSession = z.object({ session: z.string(), created: z.number().int() });
export type StartedSession = z.infer<typeof startedSession>;

export const sessionList = z.array(z.string());
