import { Link } from 'react-router';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="group inline-flex items-center gap-2 font-semibold text-navy hover:text-gold-deep"
    >
      <span aria-hidden="true" className="transition-transform group-hover:-translate-x-1">
        ←
      </span>
      {children}
    </Link>
  );
}
