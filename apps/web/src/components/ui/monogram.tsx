type MonogramProps = { name: string; className?: string };

/** Up to two initials, skipping honorifics, so "Barr. Ada Obi" reads "AO". */
export function initialsOf(name: string): string {
  const honorifics = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'barr', 'hon', 'sir', 'chief']);
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word && !honorifics.has(word.toLowerCase()));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '•';
}

/** The placeholder for a missing portrait: initials in the house serif on navy, ringed in gold. */
export function Monogram({ name, className = '' }: MonogramProps) {
  return (
    <div
      className={`hatch flex items-center justify-center text-gold ring-1 ring-gold/60 ring-inset ${className}`}
      aria-hidden="true"
    >
      <span className="font-serif text-[2.25em] font-bold tracking-wider">{initialsOf(name)}</span>
    </div>
  );
}
