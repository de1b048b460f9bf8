import type { ActivityEntity, ActivityEntry } from '@lss/shared/activity';
import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { mapPage, type Page } from '@lss/shared/pagination';
import type { ActivityRepository, ActivityRow } from './activity.repository.ts';

export type Actor = { id: string; fullName: string };
export type ActivityRecord = {
  /** A staff account, or someone without one (a member acting on their own membership: id null). */
  actor: Actor | { id: null; fullName: string };
  action: ActivityRow['action'];
  entityType: ActivityEntity;
  entityId: string | null;
  summary: string;
};

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: { _id: row.actorId, fullName: row.actorName },
    action: row.action,
    entityType: row.entityType as ActivityEntity,
    entityId: row.entityId,
    summary: row.summary,
  };
}

const toRow = ({ actor, action, entityType, entityId, summary }: ActivityRecord) => ({
  actorId: actor.id,
  actorName: actor.fullName,
  action,
  entityType,
  entityId,
  summary: summary.slice(0, 300),
});

export function createActivityService(repository: ActivityRepository) {
  return {
    async record(record: ActivityRecord) {
      await repository.insert(toRow(record));
    },
    /** One entry per record, written together: a change to many records at once (members verified in bulk). */
    async recordMany(records: readonly ActivityRecord[]) {
      await repository.insertMany(records.map(toRow));
    },
    async page(request: AdminListQuery<AdminSortKey<'activity'>>): Promise<Page<ActivityEntry>> {
      return mapPage(await repository.adminPage(request), toEntry);
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;

/**
 * The entries of a content type's writes (an administrator's create, update or delete of one
 * record), each written once the write succeeded: a failed one (404, 409) leaves none. Answers the
 * record, so a service ends a write with `return audit(admin, 'created', record)`.
 */
export function auditOf<R extends { _id: string }>(
  activity: ActivityService,
  entityType: ActivityEntity,
  label: (record: R) => string,
) {
  return async <T extends R>(actor: Actor, action: 'created' | 'updated' | 'deleted', record: T) => {
    await activity.record({ actor, action, entityType, entityId: record._id, summary: label(record) });
    return record;
  };
}
