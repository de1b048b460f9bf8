import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import type { PageRequest } from '@lss/shared/pagination';
import { and, asc, desc, eq, gt, isNotNull, lte, type SQL } from 'drizzle-orm';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { countWhere, orderedList } from '../../db/paging.ts';
import { posts } from '../../db/schema/index.ts';
import { createPostRevisionsRepository } from './post-revisions.repository.ts';

export type PostRow = typeof posts.$inferSelect;

const awaitingReview = and(eq(posts.status, 'draft'), isNotNull(posts.reviewRequestedAt));
const published = (now: Date) => and(eq(posts.status, 'published'), lte(posts.publishedAt, now));

// The orders of the lists, each ending with the id so that no row moves between pages; the indexes in
// db/schema/posts.ts lead with the same columns.
const newestPublishedFirst = [desc(posts.publishedAt), desc(posts.createdAt), desc(posts.id)];
const newestFirst = [desc(posts.createdAt), desc(posts.id)];
const longestWaitingFirst = [asc(posts.reviewRequestedAt), asc(posts.id)];

// What the admin lists search (title, author) and sort by (decision 018).
const adminColumns = {
  searchable: [posts.title, posts.authorName],
  id: posts.id,
};
const allColumns = {
  ...adminColumns,
  sortable: { title: posts.title, status: posts.status, author: posts.authorName, updated: posts.updatedAt },
  defaultOrder: newestFirst,
};
const reviewColumns = {
  ...adminColumns,
  sortable: { title: posts.title, author: posts.authorName, submitted: posts.reviewRequestedAt },
  defaultOrder: longestWaitingFirst,
};

export function createPostsRepository(db: Database) {
  const list = (order: SQL[], where?: SQL) => orderedList(db, posts, order, where);
  return {
    ...crudQueries(db, posts),
    ...createPostRevisionsRepository(db),
    /** Every published post (the feeds and the sitemap). */
    listPublished(now: Date) {
      return list(newestPublishedFirst, published(now)).all();
    },
    pagePublished(now: Date, request: PageRequest) {
      return list(newestPublishedFirst, published(now)).page(request);
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
    /** Every post, or one author's (a contributor's own), newest first unless sorted. */
    pageAll(request: AdminListQuery<AdminSortKey<'posts'>>, authorId?: string) {
      return adminListPage(
        db,
        posts,
        request,
        allColumns,
        authorId ? eq(posts.authorId, authorId) : undefined,
      );
    },
    /** Drafts whose authors asked for review, the longest waiting first unless sorted. */
    pageAwaitingReview(request: AdminListQuery<AdminSortKey<'reviewQueue'>>) {
      return adminListPage(db, posts, request, reviewColumns, awaitingReview);
    },
    countAwaitingReview: () => countWhere(db, posts, awaitingReview),
    async findBySlug(slug: string) {
      const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug));
      return row ?? null;
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
