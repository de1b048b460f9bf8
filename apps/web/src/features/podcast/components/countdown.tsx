import { type CountdownParts, twoDigits } from '../countdown.ts';

const UNITS: { key: keyof CountdownParts; label: string }[] = [
  { key: 'days', label: 'days' },
  { key: 'hours', label: 'hours' },
  { key: 'mins', label: 'mins' },
  { key: 'secs', label: 'secs' },
];

/** Days, hours, minutes and seconds left (the podcast's next episode, an election's next step). */
export function Countdown({
  parts,
  label = 'Time until the episode goes live',
}: {
  parts: CountdownParts;
  label?: string;
}) {
  return (
    <div role="timer" aria-label={label} className="grid max-w-md grid-cols-4 gap-2 sm:gap-3">
      {UNITS.map(({ key, label }) => (
        <div
          key={key}
          className="flex flex-col items-center rounded-sm border border-gold/50 bg-navy-deep/70 px-1 py-3 sm:py-4"
        >
          <span
            data-unit={key}
            className="font-serif text-3xl font-bold text-parchment tabular-nums sm:text-4xl"
          >
            {twoDigits(parts[key])}
          </span>
          <span className="mt-1 text-[0.7rem] font-semibold tracking-[0.2em] text-gold uppercase">
            {label}
          </span>
        </div>
      ))}
    </div>
  );
}
