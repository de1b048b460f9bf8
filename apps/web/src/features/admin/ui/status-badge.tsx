type Tone = 'green' | 'orange' | 'navy' | 'muted';

const tones: Record<Tone, string> = {
  // Both pairs reach 4.5:1 contrast for small bold text.
  green: 'border-[#2f6b3a]/30 bg-[#e6f2e8] text-[#1f5a2b]',
  orange: 'border-[#b45309]/30 bg-[#fdf0e1] text-[#8a3c06]',
  navy: 'border-navy/25 bg-parchment text-navy',
  muted: 'border-rule bg-paper text-muted',
};

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold tracking-[0.08em] ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
