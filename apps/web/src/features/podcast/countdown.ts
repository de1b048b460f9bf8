export type CountdownParts = { days: number; hours: number; mins: number; secs: number };

/** Whole days, hours, minutes and seconds left until `target` (never negative). */
export function timeLeft(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    mins: Math.floor((total % 3_600) / 60),
    secs: total % 60,
  };
}

/** Spec §2: each unit shows at least two digits. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');
