import { POST_REVISION_KINDS } from '@lss/shared/constants';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** Written by the editor; null: lists show the start of the body (postSummary). */
    excerpt: text('excerpt'),
    /** A student author's name, shown in place of the account's (authorName). */
    byline: text('byline'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The by-line as it was when the post was written; survives the removal of the account. */
    authorName: text('author_name').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: instant('published_at'),
    /** When the author (a contributor) asked for review; cleared when the post is published. */
    reviewRequestedAt: instant('review_requested_at'),
    /** Title, excerpt and cover are public; the body only for a verified member or staff (issue 27). */
    membersOnly: boolean('members_only').notNull().default(false),
  },
  (table) => [
    uniqueIndex('posts_slug_unique').on(table.slug),
    // The orders of the lists (posts.repository.ts), so that a far page walks an index (Lists at volume).
    // Ends with the id as the order does, so a page is read off the index with no sort (decision 022).
    index('posts_status_published_idx').on(table.status, table.publishedAt, table.createdAt, table.id),
    index('posts_created_idx').on(table.createdAt, table.id),
    index('posts_author_created_idx').on(table.authorId, table.createdAt),
  ],
);

/** The last saved versions of each post (docs/decisions/020-post-revisions.md). */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    contentBody: text('content_body').notNull(),
    excerpt: text('excerpt'),
    byline: text('byline'),
    coverImageUrl: text('cover_image_url'),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    kind: text('kind', { enum: POST_REVISION_KINDS }).notNull(),
    savedById: uuid('saved_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the account is removed, like posts.author_name. */
    savedByName: text('saved_by_name').notNull(),
    /** When this revision was first written: an autosave revision is replaced only for a while after. */
    createdAt: instant('created_at').notNull().defaultNow(),
    /** When its content was last saved (a replaced autosave moves it on). */
    savedAt: instant('saved_at').notNull().defaultNow(),
  },
  (table) => [index('post_revisions_post_saved_idx').on(table.postId, table.savedAt, table.id)],
);
