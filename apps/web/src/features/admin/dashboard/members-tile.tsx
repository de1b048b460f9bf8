import type { DashboardStats } from '@lss/shared/dashboard';
import { MEMBER_STATUSES } from '@lss/shared/members';
import { memberRosterMessages as messages } from '@lss/shared/members-messages';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

/**
 * The dashboard's members (issue 27): how many in each status, the tile marked while some await
 * the society's check, which its second link opens.
 */
export function MembersTile({ counts }: { counts: DashboardStats['members'] | undefined }) {
  const total = counts ? MEMBER_STATUSES.reduce((sum, status) => sum + counts[status], 0) : null;
  const awaiting = counts?.active ?? 0;
  return (
    <li
      className={`card relative flex flex-col p-5 transition-shadow focus-within:shadow-lg hover:shadow-lg ${awaiting > 0 ? 'border-gold bg-parchment/60' : ''}`}
    >
      <p className="text-xs font-bold tracking-[0.18em] text-gold-deep uppercase">
        {messages.dashboardTitle}
      </p>
      <p className="mt-2 font-serif text-4xl font-bold text-navy" aria-hidden="true">
        {total ?? '—'}
      </p>
      {counts ? (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm">
          {MEMBER_STATUSES.map((status) => (
            <div key={status} className="flex justify-between gap-2">
              <dt className="text-muted">{messages.statusNames[status]}</dt>
              <dd className="font-semibold text-navy">{counts[status].toLocaleString('en')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Link
        to={paths.admin.members.to()}
        className="mt-4 font-semibold text-navy underline decoration-gold decoration-2 underline-offset-4 after:absolute after:inset-0 hover:text-gold-deep"
      >
        <span className="sr-only">
          {messages.dashboardTitle}: {total ?? '—'}.{' '}
        </span>
        {messages.dashboardLink}
      </Link>
      {awaiting > 0 ? (
        <Link
          to={`${paths.admin.members.to()}?status=active`}
          className="relative z-10 mt-2 self-start text-sm text-muted underline-offset-4 hover:text-navy hover:underline"
        >
          {messages.dashboardAwaiting(awaiting)}
        </Link>
      ) : null}
    </li>
  );
}
