import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';
import { posts } from './posts.ts';

export const articleSubmissions = pgTable(
  'article_submissions',
  {
    ...recordColumns,
    name: text('name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    article: text('article').notNull(),
    /**
     * The article as HTML (sanitised), for one sent in the original front end's shape
     * (`contentBody`); `article` then holds its plain text. Null for the plain-text form's.
     */
    contentBody: text('content_body'),
    imageUrl: text('image_url'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('article_submissions_status_idx').on(table.status, table.createdAt),
    // The admin list, newest first, a page at a time.
    index('article_submissions_created_idx').on(table.createdAt),
  ],
);
