type BackLinkProps = { to: string; children: string; tone?: 'light' | 'dark' };

/** "← Back to …"; `tone="dark"` for use on the navy bands. */
export function BackLink({ to, children, tone = 'light' }: BackLinkProps) {
  const colours = tone === 'dark' ? 'text-gold hover:text-gold-light' : 'text-navy hover:text-gold-deep';
  return (
    <a href={to} className={`group inline-flex items-center gap-2 font-semibold ${colours}`}>
      <span aria-hidden="true" className="transition-transform group-hover:-translate-x-1">
        ←
      </span>
      {children}
    </a>
  );
}
