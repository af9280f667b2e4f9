import { describe, expect, it } from 'vitest';
import { completeExposeAssets } from './expose-assets';

describe('exposed module assets in mf-manifest.json', () => {
  it('lists every JavaScript file of the chunk group as sync, once, and no longer as async', () => {
    const manifest = {
      exposes: [{ name: 'app', assets: { js: { sync: ['expose.js', 'l.js'], async: ['page.js', 'ue.js'] } } }],
    };
    const completed = completeExposeAssets(manifest, (name) =>
      name === 'app' ? ['ue.js', 'expose.js', 'ue.js.map', 'l.js', 'qq.js'] : undefined,
    );
    expect(completed.exposes[0]?.assets.js).toEqual({
      sync: ['expose.js', 'l.js', 'ue.js', 'qq.js'],
      async: ['page.js'],
    });
  });

  it('leaves an expose without a known chunk group as the manifest plugin wrote it', () => {
    const manifest = { exposes: [{ name: 'other', assets: { js: { sync: ['a.js'], async: ['b.js'] } } }] };
    expect(completeExposeAssets(manifest, () => undefined).exposes[0]?.assets.js).toEqual({
      sync: ['a.js'],
      async: ['b.js'],
    });
  });
});
