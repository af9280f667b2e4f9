import type { OpsReel, Reel } from '@portal/contract';
import { reelMediaPath } from '@portal/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { reels, reelViews } from '../../platform/db/schema/index';

// Reads of the reels (ADR 0067): the count is the number of view rows, so it can never drift from who has seen a reel.

type ReelRow = typeof reels.$inferSelect;

const viewCount = sql<number>`(select count(*)::int from ${reelViews} where ${reelViews.reelId} = ${reels.id})`;

const texts = (row: ReelRow) => ({
  title: { ar: row.titleAr, en: row.titleEn, fr: row.titleFr },
  text: { ar: row.textAr, en: row.textEn, fr: row.textFr },
});

/** The published reels, newest first, with whether `userId` has seen each. */
export async function reelFeed(db: Queryable, userId: string): Promise<Reel[]> {
  const viewed = sql<boolean>`exists (select 1 from ${reelViews} where ${reelViews.reelId} = ${reels.id} and ${reelViews.userId} = ${userId})`;
  const rows = await db
    .select({ row: reels, views: viewCount, viewed })
    .from(reels)
    .where(isNotNull(reels.publishedAt))
    .orderBy(desc(reels.publishedAt), desc(reels.id));
  return rows.map(({ row, views, viewed }) => ({
    id: row.id,
    ...texts(row),
    poster_url: reelMediaPath(row.id, 'poster'),
    video_url: row.videoKey ? reelMediaPath(row.id, 'video') : null,
    views: Number(views),
    viewed: Boolean(viewed),
    published_at: row.publishedAt!.toISOString(),
  }));
}

export const toOpsReel = (row: ReelRow, views: number): OpsReel => ({
  id: row.id,
  ...texts(row),
  published: row.publishedAt !== null,
  has_video: row.videoKey !== null,
  views,
  published_at: row.publishedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Every reel for the console, newest first. */
export async function opsReels(db: Queryable): Promise<OpsReel[]> {
  const rows = await db.select({ row: reels, views: viewCount }).from(reels).orderBy(desc(reels.createdAt));
  return rows.map(({ row, views }) => toOpsReel(row, Number(views)));
}

export async function opsReel(db: Queryable, id: string): Promise<OpsReel | null> {
  const [found] = await db.select({ row: reels, views: viewCount }).from(reels).where(eq(reels.id, id));
  return found ? toOpsReel(found.row, Number(found.views)) : null;
}

/** A published reel's row (the feed's media and views never reach a draft). */
export async function publishedReel(db: Queryable, id: string): Promise<ReelRow | null> {
  const [row] = await db
    .select()
    .from(reels)
    .where(and(eq(reels.id, id), isNotNull(reels.publishedAt)));
  return row ?? null;
}

export async function reelViewCount(db: Queryable, id: string): Promise<number> {
  return db.$count(reelViews, eq(reelViews.reelId, id));
}
