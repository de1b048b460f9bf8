import { POST_REVISIONS_KEPT, type PostRevisionKind } from '@lss/shared/constants';
import type { PageRequest } from '@lss/shared/pagination';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderedList } from '../../db/paging.ts';
import { postRevisions, posts } from '../../db/schema/index.ts';

type PostRow = typeof posts.$inferSelect;
export type PostRevisionRow = typeof postRevisions.$inferSelect;
type PostValues = Partial<typeof posts.$inferInsert>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who saves, and how: what the revision records besides the post's content. */
export type SaveOrigin = { kind: PostRevisionKind; byId: string | null; byName: string };

/**
 * Autosaves by one person within this long of the autosave revision they started replace it, so
 * typing for an hour leaves about a dozen versions, not hundreds (decision 020).
 */
export const AUTOSAVE_REVISION_WINDOW_MS = 5 * 60_000;

const newestFirst = [desc(postRevisions.savedAt), desc(postRevisions.id)];

const snapshot = (row: PostRow) => ({
  title: row.title,
  contentBody: row.contentBody,
  excerpt: row.excerpt,
  byline: row.byline,
  coverImageUrl: row.coverImageUrl,
  status: row.status,
});

async function recordRevision(tx: Transaction, row: PostRow, origin: SaveOrigin, now: Date) {
  const [latest] = await tx
    .select()
    .from(postRevisions)
    .where(eq(postRevisions.postId, row.id))
    .orderBy(...newestFirst)
    .limit(1);
  // Saves of one post take turns (the row lock) but may share a millisecond: each revision is kept
  // strictly after the one before, so "newest first" and the pruning never depend on a random id.
  const at =
    latest && latest.savedAt.getTime() >= now.getTime() ? new Date(latest.savedAt.getTime() + 1) : now;
  const continuesAutosave =
    origin.kind === 'autosave' &&
    latest?.kind === 'autosave' &&
    origin.byId !== null &&
    latest.savedById === origin.byId &&
    now.getTime() - latest.createdAt.getTime() < AUTOSAVE_REVISION_WINDOW_MS;
  if (continuesAutosave) {
    await tx
      .update(postRevisions)
      .set({ ...snapshot(row), savedAt: at })
      .where(eq(postRevisions.id, latest.id));
  } else {
    await tx.insert(postRevisions).values({
      ...snapshot(row),
      postId: row.id,
      kind: origin.kind,
      savedById: origin.byId,
      savedByName: origin.byName,
      createdAt: at,
      savedAt: at,
    });
  }
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, row.id))
    .orderBy(...newestFirst)
    .limit(POST_REVISIONS_KEPT);
  await tx
    .delete(postRevisions)
    .where(and(eq(postRevisions.postId, row.id), notInArray(postRevisions.id, kept)));
}

/**
 * Writes to a post that record a revision in the same transaction. The post's row is locked first,
 * so two saves of one post at once take turns: each revision holds what its save wrote, and the
 * pruning to the last POST_REVISIONS_KEPT never races another save's insert.
 */
export function createPostRevisionsRepository(db: Database) {
  return {
    insertPost(values: typeof posts.$inferInsert, origin: SaveOrigin): Promise<PostRow> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx.insert(posts).values(values).returning();
        await recordRevision(tx, row!, origin, now);
        return row!;
      });
    },
    /** Null when the post is gone. */
    updatePost(id: string, values: PostValues, origin: SaveOrigin): Promise<PostRow | null> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [locked] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, id)).for('update');
        if (!locked) return null;
        const [row] = await tx
          .update(posts)
          .set({ ...values, updatedAt: now })
          .where(eq(posts.id, id))
          .returning();
        await recordRevision(tx, row!, origin, now);
        return row!;
      });
    },
    pageRevisions(postId: string, request: PageRequest) {
      return orderedList(db, postRevisions, newestFirst, eq(postRevisions.postId, postId)).page(request);
    },
    async findRevision(postId: string, revisionId: string): Promise<PostRevisionRow | null> {
      const [row] = await db
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)));
      return row ?? null;
    },
  };
}
export type PostRevisionsRepository = ReturnType<typeof createPostRevisionsRepository>;
