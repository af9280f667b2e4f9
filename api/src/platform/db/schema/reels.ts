import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, moment, partOf, userRef } from './columns';
import { users } from './users';

// Reels (issue 32.7, ADR 0067): platform content, owned by no company (no company_id). The poster and the video
// are bytes in the file storage (local folder or S3) under random keys; the row keeps the keys and the types
// decided from the content. A reel is published while published_at is set.

export const reels = pgTable(
  'reels',
  {
    id: idColumn(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    textAr: text('text_ar').notNull(),
    textEn: text('text_en').notNull(),
    textFr: text('text_fr').notNull(),
    posterKey: text('poster_key').notNull().unique(),
    posterMime: text('poster_mime').notNull(),
    posterSize: bigint('poster_size', { mode: 'number' }).notNull(),
    videoKey: text('video_key').unique(),
    videoMime: text('video_mime'),
    videoSize: bigint('video_size', { mode: 'number' }),
    publishedAt: moment('published_at'),
    createdBy: userRef('created_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('reels_video_whole', sql`(${table.videoKey} IS NULL) = (${table.videoMime} IS NULL)`),
    index('reels_published_idx').on(table.publishedAt),
  ],
);

/** One row per user and reel: the primary key makes a repeated view count nothing. */
export const reelViews = pgTable(
  'reel_views',
  {
    reelId: partOf('reel_id', () => reels.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: moment('viewed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reelId, table.userId] })],
);
