import * as v from 'valibot';
import { endpoint } from './endpoint';
import { formObject, requiredText, uuidField } from './fields';
import { localizedTextSchema } from './money';
import { OPS_RULES } from './ops-rules';

// Reels (issue 32.7, ADR 0067): short image stories or videos the platform publishes (tips, seasonal offers), with
// a title and a text in ar/en/fr. Ops create one (its poster image), may add a video, then publish or unpublish it;
// companies read the published ones as a feed (spec §7 company/marketing/reals, rule read b2b_reals) and each
// member's first view of a reel counts once. The media are served by file routes beside the feed (not JSON).

/** A poster is a PNG or JPEG, checked by content, at most 2 MB. */
export const REEL_POSTER_MAX_BYTES = 2 * 1024 * 1024;
/** A video is an MP4 or WebM, checked by its first bytes, at most 20 MB (a short clip for phones). */
export const REEL_VIDEO_MAX_BYTES = 20 * 1024 * 1024;
export const REEL_TITLE_MAX = 80;
export const REEL_TEXT_MAX = 500;

/** The text fields of the create form (multipart fields, sent before the file "poster"). */
export const reelFieldsSchema = formObject({
  title_ar: requiredText(REEL_TITLE_MAX),
  title_en: requiredText(REEL_TITLE_MAX),
  title_fr: requiredText(REEL_TITLE_MAX),
  text_ar: requiredText(REEL_TEXT_MAX),
  text_en: requiredText(REEL_TEXT_MAX),
  text_fr: requiredText(REEL_TEXT_MAX),
});
export type ReelFields = v.InferOutput<typeof reelFieldsSchema>;

export const reelParamsSchema = v.object({ id: uuidField });

/** A reel as a company member sees it in the feed. */
export const reelSchema = v.object({
  id: v.string(),
  title: localizedTextSchema,
  text: localizedTextSchema,
  /** The poster's file route (always there). */
  poster_url: v.string(),
  /** The video's file route; null for an image story. */
  video_url: v.nullable(v.string()),
  views: v.number(),
  /** Whether the caller has seen it (their view is counted). */
  viewed: v.boolean(),
  published_at: v.string(),
});
export type Reel = v.InferOutput<typeof reelSchema>;

export const reelFeedSchema = v.array(reelSchema);

export const reelViewSchema = v.object({ id: v.string(), views: v.number(), viewed: v.literal(true) });

/** A reel as ops see it in the console. */
export const opsReelSchema = v.object({
  id: v.string(),
  title: localizedTextSchema,
  text: localizedTextSchema,
  published: v.boolean(),
  has_video: v.boolean(),
  views: v.number(),
  published_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type OpsReel = v.InferOutput<typeof opsReelSchema>;

const feedPath = 'company/marketing/reals';
const readFeed = { ability: { action: 'read', subject: 'b2b_reals' } } as const;

export const REEL_ENDPOINTS = {
  feed: endpoint({
    operationId: 'listReels',
    method: 'GET',
    path: feedPath,
    access: readFeed,
    summary: 'The published reels, newest first, with their view counts and whether the caller has seen each',
    tag: 'marketing',
    response: reelFeedSchema,
  }),
  /** Recording a view is part of reading the feed: the same rule, and a repeat changes nothing. */
  view: endpoint({
    operationId: 'viewReel',
    method: 'POST',
    path: `${feedPath}/:id/view`,
    access: readFeed,
    summary: "Counts the caller's view of a published reel, once per user (a repeat answers the same count)",
    tag: 'marketing',
    params: reelParamsSchema,
    response: reelViewSchema,
  }),
};

const opsPath = 'ops/reels';

export const OPS_REEL_ENDPOINTS = {
  list: endpoint({
    operationId: 'listOpsReels',
    method: 'GET',
    path: opsPath,
    access: { ops: OPS_RULES.reelsRead },
    summary: 'Every reel, drafts and published, newest first, with its view count',
    tag: 'ops',
    response: v.array(opsReelSchema),
  }),
  /** multipart/form-data: the six text fields, then the file "poster" (PNG/JPEG by content, ≤ 2 MB). */
  create: endpoint({
    operationId: 'createOpsReel',
    method: 'POST',
    path: opsPath,
    access: { ops: OPS_RULES.reelsPublish },
    summary: 'Create a draft reel: title and text in ar/en/fr, then the poster file "poster" (PNG or JPEG, ≤ 2 MB)',
    tag: 'ops',
    response: opsReelSchema,
    created: true,
    message: 'success.created',
  }),
  /** multipart/form-data: the file "video" (MP4 or WebM by content, ≤ 20 MB); replaces the reel's video. */
  video: endpoint({
    operationId: 'uploadOpsReelVideo',
    method: 'POST',
    path: `${opsPath}/:id/video`,
    access: { ops: OPS_RULES.reelsPublish },
    summary: 'Attach the video of a reel (file "video": MP4 or WebM, ≤ 20 MB); replaces the previous one',
    tag: 'ops',
    params: reelParamsSchema,
    response: opsReelSchema,
    message: 'success.updated',
  }),
  publish: endpoint({
    operationId: 'publishOpsReel',
    method: 'PUT',
    path: `${opsPath}/:id/published`,
    access: { ops: OPS_RULES.reelsPublish },
    summary: 'Publish ({ published: true }) or unpublish a reel; its views are kept',
    tag: 'ops',
    params: reelParamsSchema,
    body: formObject({ published: v.boolean() }),
    response: opsReelSchema,
    message: 'success.updated',
  }),
};

/** The file routes of a reel's media (the feed's rule: the bytes of a published reel only). */
export const reelMediaPath = (id: string, media: 'poster' | 'video') => `/api/v1/${feedPath}/${id}/${media}`;
