import { and, asc, count, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { posts } from '../../db/schema/index.ts';

export type PostRow = typeof posts.$inferSelect;

const awaitingReview = and(eq(posts.status, 'draft'), isNotNull(posts.reviewRequestedAt));
const published = (now: Date) => and(eq(posts.status, 'published'), lte(posts.publishedAt, now));

export function createPostsRepository(db: Database) {
  return {
    ...crudQueries(db, posts),
    listPublished(now: Date) {
      return db
        .select()
        .from(posts)
        .where(published(now))
        .orderBy(desc(posts.publishedAt), desc(posts.createdAt));
    },
    async findPublishedBySlug(slug: string, now: Date) {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.slug, slug), published(now)));
      return row ?? null;
    },
    /** When the next scheduled post goes public, if one is waiting. */
    async nextPublicationAfter(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ publishedAt: posts.publishedAt })
        .from(posts)
        .where(and(eq(posts.status, 'published'), gt(posts.publishedAt, now)))
        .orderBy(asc(posts.publishedAt))
        .limit(1);
      return row?.publishedAt ?? null;
    },
    listAll() {
      return db.select().from(posts).orderBy(desc(posts.createdAt));
    },
    listByAuthor(authorId: string) {
      return db.select().from(posts).where(eq(posts.authorId, authorId)).orderBy(desc(posts.createdAt));
    },
    /** Drafts whose authors asked for review, the longest waiting first. */
    listAwaitingReview() {
      return db.select().from(posts).where(awaitingReview).orderBy(asc(posts.reviewRequestedAt));
    },
    async countAwaitingReview() {
      const [row] = await db.select({ value: count() }).from(posts).where(awaitingReview);
      return row?.value ?? 0;
    },
    async findBySlug(slug: string) {
      const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug));
      return row ?? null;
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
