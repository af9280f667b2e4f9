import { opsReelSchema, REEL_POSTER_MAX_BYTES, reelFeedSchema } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { posterPng, seedReels } from '../../src/dev/seed/seed-reels';
import { companyOwner, memberWith, multipartBody, samplePdf, samplePng } from '../company/account-helpers';
import { opsUser } from '../money/money-helpers';
import { call, useTestApp } from '../support/harness';

// Issue 32.7 (ADR 0067) on the real API, database and file storage: ops publish reels, a company reads the published
// ones, a member's view counts once, a member without read b2b_reals is refused, and bad media are 4xx.

const OPS_REELS = '/api/v1/ops/reels';
const FEED = '/api/v1/company/marketing/reals';
const FIELDS = {
  title_ar: 'نصيحة الصيف',
  title_en: 'Summer tip',
  title_fr: 'Conseil d’été',
  text_ar: 'نظّف فلاتر المكيف كل شهر',
  text_en: 'Clean the AC filters every month',
  text_fr: 'Nettoyez les filtres de la climatisation chaque mois',
};
/** The first bytes of an MP4 (an ISO "ftyp" box), enough for the content check. */
const sampleMp4 = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(64)]);

const t = useTestApp();
let ops: string;
let owner: Awaited<ReturnType<typeof companyOwner>>;

function upload(url: string, token: string, file: Parameters<typeof multipartBody>[0], fields = {}) {
  const body = multipartBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, lang: 'en' },
    payload: body.payload,
  });
}

const poster = (data: Buffer = samplePng()) => ({
  field: 'poster',
  filename: 'tip.png',
  contentType: 'image/png',
  data,
});

async function publishedReel(title = FIELDS.title_en) {
  const created = await upload(OPS_REELS, ops, poster(), { ...FIELDS, title_en: title });
  expect(created.statusCode).toBe(201);
  const reel = v.parse(opsReelSchema, created.json().data);
  const published = await call(t.app, 'PUT', `${OPS_REELS}/${reel.id}/published`, {
    token: ops,
    body: { published: true },
  });
  expect(published.statusCode).toBe(200);
  return reel;
}

const feed = async (token: string) => v.parse(reelFeedSchema, (await call(t.app, 'GET', FEED, { token })).body.data);

beforeAll(async () => {
  ({ token: ops } = await opsUser(t, ['catalog']));
  owner = await companyOwner(t, 'Reels Co');
});

describe('ops publish reels', () => {
  it('creates a draft the feed does not show, then publishes and unpublishes it', async () => {
    // The seed's generated poster passes the same content checks as an upload.
    const created = await upload(OPS_REELS, ops, poster(posterPng([200, 120, 0], [90, 40, 0])), FIELDS);
    expect(created.statusCode).toBe(201);
    const draft = v.parse(opsReelSchema, created.json().data);
    expect(draft).toMatchObject({ published: false, has_video: false, views: 0, title: { en: 'Summer tip' } });
    expect((await feed(owner.token)).map((r) => r.id)).not.toContain(draft.id);
    expect((await call(t.app, 'GET', `${FEED}/${draft.id}/poster`, { token: owner.token })).statusCode).toBe(404);

    const on = await call(t.app, 'PUT', `${OPS_REELS}/${draft.id}/published`, {
      token: ops,
      body: { published: true },
    });
    expect(on.body.data).toMatchObject({ published: true });
    const shown = (await feed(owner.token)).find((r) => r.id === draft.id);
    expect(shown).toMatchObject({ title: FIELDS_AS_TEXT.title, views: 0, viewed: false, video_url: null });
    const image = await t.app.inject({
      method: 'GET',
      url: shown!.poster_url,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    await call(t.app, 'PUT', `${OPS_REELS}/${draft.id}/published`, { token: ops, body: { published: false } });
    expect((await feed(owner.token)).map((r) => r.id)).not.toContain(draft.id);
    const list = v.parse(v.array(opsReelSchema), (await call(t.app, 'GET', OPS_REELS, { token: ops })).body.data);
    expect(list.find((r) => r.id === draft.id)).toMatchObject({ published: false });
  });

  it('attaches a video checked by content, served to the feed', async () => {
    const reel = await publishedReel('With a video');
    const video = await upload(`${OPS_REELS}/${reel.id}/video`, ops, {
      field: 'video',
      filename: 'clip.mp4',
      contentType: 'video/mp4',
      data: sampleMp4(),
    });
    expect(video.statusCode).toBe(200);
    expect(video.json().data).toMatchObject({ has_video: true });
    const shown = (await feed(owner.token)).find((r) => r.id === reel.id)!;
    const bytes = await t.app.inject({
      method: 'GET',
      url: shown.video_url!,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect([bytes.statusCode, bytes.headers['content-type']]).toEqual([200, 'video/mp4']);
  });

  it('refuses a company member and an ops role without the catalog', async () => {
    expect((await upload(OPS_REELS, owner.token, poster(), FIELDS)).statusCode).toBe(403);
    const { token: finance } = await opsUser(t, ['finance']);
    expect((await call(t.app, 'GET', OPS_REELS, { token: finance })).statusCode).toBe(403);
  });
});

const FIELDS_AS_TEXT = { title: { ar: FIELDS.title_ar, en: FIELDS.title_en, fr: FIELDS.title_fr } };

describe('bad uploads are 4xx on their field', () => {
  it('refuses a PDF poster, an image that only starts like a PNG, and a poster over 2 MB', async () => {
    const pdf = await upload(
      OPS_REELS,
      ops,
      { field: 'poster', filename: 'a.pdf', contentType: 'image/png', data: samplePdf() },
      FIELDS,
    );
    expect([pdf.statusCode, pdf.json().errors.poster[0]]).toEqual([422, 'The image must be a JPEG or PNG picture']);
    const cut = await upload(OPS_REELS, ops, poster(samplePng().subarray(0, 40)), FIELDS);
    expect(cut.statusCode).toBe(422);
    const big = await upload(
      OPS_REELS,
      ops,
      poster(Buffer.concat([samplePng(), Buffer.alloc(REEL_POSTER_MAX_BYTES)])),
      FIELDS,
    );
    expect(big.statusCode).toBe(413);
  });

  it('refuses a missing title, a missing poster and a video that is a picture', async () => {
    const { title_fr: _, ...noFrench } = FIELDS;
    const untitled = await upload(OPS_REELS, ops, poster(), noFrench);
    expect([untitled.statusCode, Object.keys(untitled.json().errors)]).toEqual([422, ['title_fr']]);
    expect((await upload(OPS_REELS, ops, null, FIELDS)).statusCode).toBe(422);
    const reel = await publishedReel('Picture as video');
    const wrong = await upload(`${OPS_REELS}/${reel.id}/video`, ops, {
      field: 'video',
      filename: 'v.mp4',
      contentType: 'video/mp4',
      data: samplePng(),
    });
    expect([wrong.statusCode, wrong.json().errors.video[0]]).toEqual([422, 'The video must be an MP4 or WebM file']);
  });
});

describe('the company feed', () => {
  it("counts a member's view once, however often it is sent", async () => {
    const reel = await publishedReel('Counted once');
    const view = () => call(t.app, 'POST', `${FEED}/${reel.id}/view`, { token: owner.token });
    expect((await view()).body.data).toEqual({ id: reel.id, views: 1, viewed: true });
    expect((await view()).body.data).toEqual({ id: reel.id, views: 1, viewed: true });
    const colleague = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_reals' }]);
    expect((await call(t.app, 'POST', `${FEED}/${reel.id}/view`, { token: colleague.token })).body.data.views).toBe(2);
    expect((await feed(owner.token)).find((r) => r.id === reel.id)).toMatchObject({ views: 2, viewed: true });
    const list = (await call(t.app, 'GET', OPS_REELS, { token: ops })).body.data as { id: string; views: number }[];
    expect(list.find((r) => r.id === reel.id)?.views).toBe(2);
  });

  it('refuses a member without read b2b_reals: the feed, a view and the media', async () => {
    const reel = await publishedReel('Not for everyone');
    const member = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    expect((await call(t.app, 'GET', FEED, { token: member.token })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `${FEED}/${reel.id}/view`, { token: member.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `${FEED}/${reel.id}/poster`, { token: member.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', FEED, { token: ops })).statusCode).toBe(403);
  });

  it('answers 404 for a view of a reel that does not exist or is not published', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'POST', `${FEED}/${missing}/view`, { token: owner.token })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `${FEED}/not-a-uuid/view`, { token: owner.token })).statusCode).toBe(422);
  });
});

describe('the demo seed', () => {
  it('publishes three reels whose generated posters the feed serves', async () => {
    await seedReels(t.database.db, { files: t.app.fileStorage, now: new Date() });
    const seeded = (await feed(owner.token)).filter((r) => r.title.en === 'Get your AC ready for summer');
    expect(seeded).toHaveLength(1);
    const titles = (await feed(owner.token)).map((r) => r.title.en);
    expect(titles).toEqual(expect.arrayContaining(['Ramadan plumbing offer', 'Electrical panel safety']));
    const image = await t.app.inject({
      method: 'GET',
      url: seeded[0]!.poster_url,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
  });
});
