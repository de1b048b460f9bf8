/**
 * Academic sessions ("2025/2026"): each executive council serves one (decisions.md, Community;
 * docs/decisions/021-councils-by-session.md). Stored and served with a slash; addresses use the
 * slug form "2025-2026", which input also tolerates. No zod here: public pages import this
 * (docs/decisions/008-javascript-budget.md); the schemas are in session-schemas.ts.
 */

const SESSION = /^(\d{4})\s*[/-]\s*(\d{4})$/;

/** The month (January = 1) a new session starts in: a year's September belongs to the next session. */
export const SESSION_START_MONTH = 9;

export const session = (firstYear: number) => `${firstYear}/${firstYear + 1}`;

/** "2024/2025" or "2024-2025" → "2024/2025"; null for anything else, years not consecutive included. */
export function parseSession(value: string): string | null {
  const match = SESSION.exec(value.trim());
  if (!match) return null;
  const first = Number(match[1]);
  return Number(match[2]) === first + 1 ? session(first) : null;
}

/** "2024/2025" → "2024-2025", the form an address carries. */
export const sessionSlug = (value: string) => value.replace('/', '-');

export const firstYearOf = (value: string) => Number(value.slice(0, 4));

export const nextSession = (value: string) => session(firstYearOf(value) + 1);

/** Newest first. */
export const bySessionNewestFirst = (a: string, b: string) => firstYearOf(b) - firstYearOf(a);
