import type { OpsReel, ReelFields } from '@portal/contract';
import { reelFieldsSchema } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { reels, reelViews } from '../../platform/db/schema/index';
import type { FileStorage } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { notFound } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validation';
import { receiveReelMedia } from './reel-media';
import { opsReel, publishedReel, reelViewCount, toOpsReel } from './reel-queries';

// Publishing and viewing reels (issue 32.7, ADR 0067). Ops create a draft with its poster, may attach a video,
// then publish or unpublish it; each is one request and one transaction. A member's view is one row per user and
// reel (insert … on conflict do nothing), so a repeat, a second tab or a retry counts nothing more.

interface Actor {
  userId: string;
  now: Date;
}

const columnsOf = (fields: ReelFields) => ({
  titleAr: fields.title_ar,
  titleEn: fields.title_en,
  titleFr: fields.title_fr,
  textAr: fields.text_ar,
  textEn: fields.text_en,
  textFr: fields.text_fr,
});

/** A draft reel from the form (its text fields, then the file "poster"). */
export async function createReel(
  db: Queryable,
  store: FileStorage,
  upload: Upload | undefined,
  by: Actor,
): Promise<OpsReel> {
  const poster = await receiveReelMedia(store, upload, 'poster', (form) => validate(reelFieldsSchema, form.fields));
  try {
    const [row] = await db
      .insert(reels)
      .values({
        ...columnsOf(poster.fields),
        posterKey: poster.stored.storageKey,
        posterMime: poster.mime,
        posterSize: poster.stored.size,
        createdBy: by.userId,
        createdAt: by.now,
      })
      .returning();
    return toOpsReel(row!, 0);
  } catch (error) {
    await store.remove(poster.stored.storageKey);
    throw error;
  }
}

/** Attaches (or replaces) the video of a reel; the bytes it replaced are removed once the row points to the new. */
export async function attachReelVideo(
  db: Queryable,
  store: FileStorage,
  id: string,
  upload: Upload | undefined,
): Promise<OpsReel> {
  if (!(await opsReel(db, id))) {
    upload?.file.resume();
    throw notFound();
  }
  const video = await receiveReelMedia(store, upload, 'video', () => null);
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(reels).where(eq(reels.id, id)).for('update');
      if (!current) throw notFound();
      replaced = current.videoKey;
      await tx
        .update(reels)
        .set({ videoKey: video.stored.storageKey, videoMime: video.mime, videoSize: video.stored.size })
        .where(eq(reels.id, id));
    });
  } catch (error) {
    await store.remove(video.stored.storageKey);
    throw error;
  }
  if (replaced) await store.remove(replaced);
  return (await opsReel(db, id))!;
}

/** Publishes (now, or keeps the first publication moment when already published) or unpublishes a reel. */
export async function setReelPublished(db: Queryable, id: string, published: boolean, now: Date): Promise<OpsReel> {
  const [row] = await db
    .update(reels)
    .set({ publishedAt: published ? sql`coalesce(${reels.publishedAt}, ${now.toISOString()}::timestamptz)` : null })
    .where(eq(reels.id, id))
    .returning({ id: reels.id });
  if (!row) throw notFound();
  return (await opsReel(db, id))!;
}

/** Counts `userId`'s view of a published reel once; a repeat answers the same count. */
export async function recordReelView(db: Queryable, id: string, by: Actor) {
  if (!(await publishedReel(db, id))) throw notFound();
  await db.insert(reelViews).values({ reelId: id, userId: by.userId, viewedAt: by.now }).onConflictDoNothing();
  return { id, views: await reelViewCount(db, id), viewed: true as const };
}
