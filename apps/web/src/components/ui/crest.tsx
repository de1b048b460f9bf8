type CrestProps = { className?: string };

/** The society's mark: a shield bearing the scales of justice. Decorative; the name is text. */
export function Crest({ className }: CrestProps) {
  return (
    <svg viewBox="0 0 64 72" className={className} aria-hidden="true" focusable="false">
      <path
        d="M32 2 L60 10 V34 C60 52 47 64 32 70 C17 64 4 52 4 34 V10 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M32 8 L54 14.5 V34 C54 48.5 44 58.5 32 63.5 C20 58.5 10 48.5 10 34 V14.5 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        opacity="0.55"
      />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none">
        <path d="M32 18 V52" />
        <path d="M19 25 H45" />
        <circle cx="32" cy="17" r="2.2" fill="currentColor" stroke="none" />
        <path d="M19 25 L14 38 M19 25 L24 38" strokeWidth="1.3" />
        <path d="M45 25 L40 38 M45 25 L50 38" strokeWidth="1.3" />
        <path d="M12.5 38 C14 42.5 24 42.5 25.5 38 Z" fill="currentColor" strokeWidth="1.3" />
        <path d="M38.5 38 C40 42.5 50 42.5 51.5 38 Z" fill="currentColor" strokeWidth="1.3" />
        <path d="M25 53 H39" />
      </g>
    </svg>
  );
}
