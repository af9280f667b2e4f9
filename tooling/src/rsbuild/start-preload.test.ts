import { describe, expect, it } from 'vitest';
import { startFiles } from './start-preload';
import type { StartScripts } from './start-scripts';

describe('startFiles', () => {
  const document: StartScripts = {
    chunks: {
      entry: { files: ['static/js/index.js'], consumes: [] },
      boot: { files: ['static/js/async/bootstrap.js'], consumes: ['react', '@portal/shared/core'] },
      consumeOnly: { files: [], consumes: ['@portal/shared/blocks'] },
      react: { files: ['static/js/async/lib-react.js'], consumes: [] },
      core: { files: ['static/js/async/core.js'], consumes: ['react'] },
      blocks: { files: ['static/js/async/blocks.js'], consumes: ['@portal/shared/core'] },
      forms: { files: ['static/js/async/lib-forms.js'], consumes: [] },
    },
    groups: { index: ['entry'], bootstrap: ['boot', 'consumeOnly'], forms: ['forms'] },
    provides: { react: ['react'], '@portal/shared/core': ['core'], '@portal/shared/blocks': ['blocks'] },
  };

  it('gives the files of the groups and of what they consume, through chunks without a file, once each', () => {
    expect(startFiles(document, ['index', 'bootstrap'])).toEqual([
      'static/js/async/blocks.js',
      'static/js/async/bootstrap.js',
      'static/js/async/core.js',
      'static/js/async/lib-react.js',
      'static/js/index.js',
    ]);
  });

  it('leaves out what no start group reaches', () => {
    expect(startFiles(document, ['index'])).toEqual(['static/js/index.js']);
  });
});
