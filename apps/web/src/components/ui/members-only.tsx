import type { PageMember } from '@lss/shared/members';
import { membersContentMessages as m } from '@lss/shared/members-content-messages';

/**
 * What members-only content shows the reader a page is rendered for (decision 031): all of it to a
 * verified member; to a member not verified yet (pending, active) or lapsed, why not; to a visitor,
 * the way in.
 */
export type MembersOnlyAccess = 'verified' | 'awaiting' | 'lapsed' | 'visitor';

export function membersOnlyAccess(member: PageMember | null): MembersOnlyAccess {
  if (!member) return 'visitor';
  if (member.status === 'verified') return 'verified';
  return member.status === 'lapsed' ? 'lapsed' : 'awaiting';
}

/** A padlock. Named 'Members only' for assistive technology unless `decorative` (a label is beside it). */
export function LockIcon({
  className = 'h-4 w-4',
  decorative = false,
}: {
  className?: string;
  decorative?: boolean;
}) {
  return decorative ? (
    <svg viewBox="0 0 20 20" className={className} focusable="false" aria-hidden="true">
      <LockShape />
    </svg>
  ) : (
    <svg viewBox="0 0 20 20" className={className} focusable="false" role="img" aria-label={m.membersOnly}>
      <title>{m.membersOnly}</title>
      <LockShape />
    </svg>
  );
}

function LockShape() {
  return (
    <>
      <path
        d="M6 9V6.5a4 4 0 0 1 8 0V9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <rect x="3.5" y="9" width="13" height="9" rx="1.5" fill="currentColor" />
    </>
  );
}

/** The flag lists and articles show on members-only content: a padlock and the words. */
export function MembersOnlyBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-sm border border-gold bg-gold-light/40 px-2 py-0.5 text-xs font-bold tracking-wider text-navy uppercase ${className}`}
    >
      <LockIcon className="h-3.5 w-3.5 text-gold-deep" decorative />
      {m.membersOnly}
    </span>
  );
}
