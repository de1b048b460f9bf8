import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from './columns.ts';
import { users } from './users.ts';

export const posts = pgTable(
  'posts',
  {
    ...recordColumns,
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    coverImageUrl: text('cover_image_url'),
    contentBody: text('content_body').notNull().default(''),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The by-line as it was when the post was written; survives the removal of the account. */
    authorName: text('author_name').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: instant('published_at'),
    /** When the author (a contributor) asked for review; cleared when the post is published. */
    reviewRequestedAt: instant('review_requested_at'),
  },
  (table) => [
    uniqueIndex('posts_slug_unique').on(table.slug),
    // The orders of the lists (posts.repository.ts), so that a far page walks an index (Lists at volume).
    index('posts_status_published_idx').on(table.status, table.publishedAt, table.createdAt),
    index('posts_created_idx').on(table.createdAt, table.id),
    index('posts_author_created_idx').on(table.authorId, table.createdAt),
  ],
);
