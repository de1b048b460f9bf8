import { type AdminArea, mayUse } from '@lss/shared/admin-areas';
import type { DashboardStats } from '@lss/shared/dashboard';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { ButtonLink } from '../ui/buttons.tsx';
import { Loading } from '../ui/states.tsx';
import { useDashboardStats } from './api/use-dashboard-stats.ts';
import { MembersTile } from './members-tile.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { ReviewQueue } from './review-queue.tsx';

type Tile = {
  key: Exclude<keyof DashboardStats, 'members'>;
  area: AdminArea;
  label: string;
  to: string;
  add: { label: string; to: string } | null;
};
type Address = { to: () => string };

/** A count's tile: the count's list, and the link that adds one (none for what arrives by itself). */
const tile = (
  key: Tile['key'],
  area: AdminArea,
  label: string,
  list: Address,
  add?: [string, Address],
): Tile => ({
  key,
  area,
  label,
  to: list.to(),
  add: add ? { label: add[0], to: add[1].to() } : null,
});

const { admin } = paths;
const tiles: Tile[] = [
  tile('events', 'events', 'Events', admin.events, ['Add event', admin.eventNew]),
  tile('posts', 'posts', 'Posts', admin.posts, ['New post', admin.postNew]),
  tile('executives', 'executives', 'Executives', admin.executives, ['Add executive', admin.executiveNew]),
  tile('materials', 'materials', 'Materials', admin.materials, ['Add material', admin.materialNew]),
  tile('podcasts', 'podcast', 'Podcasts', admin.podcast, ['Schedule episode', admin.podcastNew]),
  tile('unreadMessages', 'messages', 'Unread messages', admin.messages),
  tile('pendingSubmissions', 'submissions', 'Pending submissions', admin.submissions),
];

export function DashboardPage() {
  const session = useSession();
  const stats = useDashboardStats();
  useEffect(() => {
    if (stats.error) console.error('Could not load the dashboard statistics:', stats.error);
  }, [stats.error]);
  const firstName = session?.fullName.split(' ')[0] ?? '';
  const role = session?.role ?? 'contributor';
  // Only what the role may open: a contributor sees the posts, not the inbox.
  const shown = tiles.filter((tile) => mayUse(role, tile.area));

  return (
    <AdminPage
      title="Dashboard"
      description={
        firstName ? `Welcome back, ${firstName}. Here is the society's website at a glance.` : undefined
      }
      actions={
        <ButtonLink to={paths.admin.postNew.to()} variant="primary">
          Create New Post
        </ButtonLink>
      }
    >
      {stats.isPending && !stats.isError ? (
        <Loading>Loading dashboard...</Loading>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((tile) => {
            // Spec §8: a failed stats read is only logged; the tiles then show a dash.
            const count = stats.data?.[tile.key] ?? '—';
            const highlight =
              (tile.key === 'unreadMessages' || tile.key === 'pendingSubmissions') &&
              typeof count === 'number' &&
              count > 0;
            return (
              <li
                key={tile.key}
                className={`card relative flex flex-col p-5 transition-shadow focus-within:shadow-lg hover:shadow-lg ${highlight ? 'border-gold bg-parchment/60' : ''}`}
              >
                <p className="text-xs font-bold tracking-[0.18em] text-gold-deep uppercase">{tile.label}</p>
                <p className="mt-2 font-serif text-4xl font-bold text-navy" aria-hidden="true">
                  {count}
                </p>
                <Link
                  to={tile.to}
                  className="mt-4 font-semibold text-navy underline decoration-gold decoration-2 underline-offset-4 after:absolute after:inset-0 hover:text-gold-deep"
                >
                  <span className="sr-only">
                    {tile.label}: {count}.{' '}
                  </span>
                  {tile.key === 'unreadMessages'
                    ? 'Open the inbox'
                    : tile.key === 'pendingSubmissions'
                      ? 'Review submissions'
                      : `Manage ${tile.label.toLowerCase()}`}
                </Link>
                {tile.add ? (
                  <Link
                    to={tile.add.to}
                    className="relative z-10 mt-2 self-start text-sm text-muted underline-offset-4 hover:text-navy hover:underline"
                  >
                    + {tile.add.label}
                  </Link>
                ) : null}
              </li>
            );
          })}
          {mayUse(role, 'members') ? <MembersTile counts={stats.data?.members} /> : null}
        </ul>
      )}
      {mayUse(role, 'reviews') ? <ReviewQueue /> : null}
      {mayUse(role, 'activity') ? <RecentActivity /> : null}
    </AdminPage>
  );
}
