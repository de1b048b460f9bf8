import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from './columns.ts';

export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    ...recordColumns,
    title: text('title').notNull(),
    description: text('description').notNull(),
    guestName: text('guest_name'),
    episodeDate: instant('episode_date').notNull(),
    xSpaceUrl: text('x_space_url').notNull(),
  },
  // The archive's whole order (date, then id: decision 022).
  (table) => [index('podcast_episode_date_idx').on(table.episodeDate, table.id)],
);
