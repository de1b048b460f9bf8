import { desc } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';

/**
 * The media library: one row per upload (its original; the WebP copies for srcset follow from its
 * name). Uploads made before the library existed are listed by a backfill from the storage's listing
 * (media.service.ts), their stored name standing in for the name they were uploaded with.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The storage key (`<id>_<w>x<h>.png`); the public URL is /uploads/<key> or the bucket's. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Sent by a visitor (POST /api/upload/public, for an article submission): left out of the
     * library's list until a submission using it is approved (decision 024).
     */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('media_storage_key_unique').on(table.storageKey),
    index('media_newest_idx').on(desc(table.createdAt), desc(table.id)),
    index('media_uploader_newest_idx').on(table.uploadedBy, desc(table.createdAt), desc(table.id)),
  ],
);
