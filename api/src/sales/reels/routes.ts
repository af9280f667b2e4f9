import {
  OPS_REEL_ENDPOINTS,
  REEL_ENDPOINTS,
  REEL_POSTER_MAX_BYTES,
  REEL_VIDEO_MAX_BYTES,
  reelParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { openStored } from '../../platform/files/storage/open-stored';
import { notFound } from '../../platform/http/app-error';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { acceptOneFile, readUpload } from '../../platform/http/multipart-upload';
import type { ReelMedia } from './reel-media';
import { opsReels, publishedReel, reelFeed } from './reel-queries';
import { attachReelVideo, createReel, recordReelView, setReelPublished } from './reel-service';

// Reels (contract REEL_ENDPOINTS, OPS_REEL_ENDPOINTS; ADR 0067), registered without a prefix. The poster and the
// video of a published reel are file routes under the feed's path, with the feed's rule (read b2b_reals).

/** The company's feed, its views and the media of its reels. */
export async function reelFeedRoutes(app: FastifyInstance) {
  const store = app.fileStorage;
  addEndpoint(app, REEL_ENDPOINTS.feed, (ctx) => reelFeed(ctx.db, ctx.actor.userId));
  addEndpoint(app, REEL_ENDPOINTS.view, (ctx, { params }) =>
    recordReelView(ctx.db, params.id, { userId: ctx.actor.userId, now: ctx.now }),
  );
  for (const media of ['poster', 'video'] as const satisfies ReelMedia[]) {
    addFileRoute(app, {
      url: `/api/v1/${REEL_ENDPOINTS.feed.path}/:id/${media}`,
      rule: REEL_ENDPOINTS.feed.access,
      summary: `The ${media} of a published reel`,
      tags: [REEL_ENDPOINTS.feed.tag],
      query: v.object({}),
      params: reelParamsSchema,
      handler: async (ctx, { params }) => {
        const reel = await publishedReel(ctx.db, params.id);
        const key = media === 'poster' ? reel?.posterKey : reel?.videoKey;
        const mime = media === 'poster' ? reel?.posterMime : reel?.videoMime;
        const size = media === 'poster' ? reel?.posterSize : reel?.videoSize;
        if (!key || !mime) throw notFound();
        const extension = mime.split('/')[1] ?? 'bin';
        const body = await openStored(store, key, ctx.log);
        return {
          filename: `${media}.${extension}`,
          contentType: mime,
          body,
          size: size ?? undefined,
          disposition: 'inline',
        };
      },
    });
  }
}

/** The console's list and publication switch (no upload). */
export async function opsReelRoutes(app: FastifyInstance) {
  addEndpoint(app, OPS_REEL_ENDPOINTS.list, (ctx) => opsReels(ctx.db));
  addEndpoint(app, OPS_REEL_ENDPOINTS.publish, (ctx, { params, body }) =>
    setReelPublished(ctx.db, params.id, body.published, ctx.now),
  );
}

/** Creating a reel: six text fields, then the poster (its own plugin: the multipart limit is the poster's). */
export async function opsReelCreateRoutes(app: FastifyInstance) {
  await acceptOneFile(app, REEL_POSTER_MAX_BYTES, 6);
  const store = app.fileStorage;
  addEndpoint(app, OPS_REEL_ENDPOINTS.create, async (ctx, _input, { request }) =>
    createReel(ctx.db, store, await readUpload(request, 'poster'), { userId: ctx.actor.userId, now: ctx.now }),
  );
}

/** Attaching a video (its own plugin: the multipart limit is the video's). */
export async function opsReelVideoRoutes(app: FastifyInstance) {
  await acceptOneFile(app, REEL_VIDEO_MAX_BYTES, 0);
  const store = app.fileStorage;
  addEndpoint(app, OPS_REEL_ENDPOINTS.video, async (ctx, { params }, { request }) =>
    attachReelVideo(ctx.db, store, params.id, await readUpload(request, 'video')),
  );
}
