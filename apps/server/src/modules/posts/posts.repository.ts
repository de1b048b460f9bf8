import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { posts } from '../../db/schema/index.ts';

export type PostRow = typeof posts.$inferSelect;

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
    async findBySlug(slug: string) {
      const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug));
      return row ?? null;
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
