import type { ActivityEntity, ActivityEntry } from '@lss/shared/activity';
import { useEffect } from 'react';
import { useAdminDates } from '../api/society-time-zone.ts';
import { useRecentActivity } from './api/use-recent-activity.ts';

const ENTITY_WORDS: Record<ActivityEntity, string> = {
  event: 'event',
  post: 'post',
  executive: 'executive profile',
  material: 'material',
  episode: 'episode',
  message: 'message',
  settings: 'site settings',
  administrator: 'administrator',
  upload: 'file',
  subscriber: 'newsletter subscriber',
  member: 'membership',
  election: 'election',
  import: 'import',
};

const ACTION_WORDS = {
  created: 'added',
  updated: 'updated',
  deleted: 'deleted',
  refused: 'was refused a change to',
} as const;

function describe(entry: ActivityEntry): string {
  if (entry.entityType === 'upload') return 'uploaded a file';
  if (entry.entityType === 'settings') return 'updated the site settings';
  return `${ACTION_WORDS[entry.action]} the ${ENTITY_WORDS[entry.entityType]}`;
}

/** Who changed what lately (the server's audit log), so colleagues see each other's work. */
export function RecentActivity() {
  const dates = useAdminDates();
  const activity = useRecentActivity();
  useEffect(() => {
    if (activity.error) console.error('Could not load the recent activity:', activity.error);
  }, [activity.error]);

  const entries = (activity.data ?? []).filter((entry) => entry.entityType !== 'upload');
  if (!entries.length) return null;
  return (
    <section aria-labelledby="recent-activity" className="mt-10">
      <h2 id="recent-activity" className="mb-4 text-xl font-bold">
        Recent activity
      </h2>
      <ol className="card divide-y divide-rule">
        {entries.map((entry) => (
          <li
            key={entry._id}
            className="flex flex-col gap-0.5 px-5 py-3 sm:flex-row sm:items-baseline sm:gap-4"
          >
            <span className="min-w-0 flex-1">
              <strong className="font-semibold text-navy">{entry.actor.fullName}</strong> {describe(entry)}
              {entry.entityType === 'settings' ? null : (
                <>
                  {' '}
                  <span className="break-words text-ink">“{entry.summary}”</span>
                </>
              )}
            </span>
            <time dateTime={entry.createdAt} className="shrink-0 text-sm text-muted">
              {dates.dateTime(entry.createdAt)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
