import { describe, expect, it } from 'vitest';
import { consumedShareKey, providedShareKey, startDocument } from './start-scripts';

describe('consumedShareKey', () => {
  it('reads the share key of a federation consume module, scoped names included', () => {
    expect(consumedShareKey('consume shared module (default) react@^19.0.0 (singleton) (strict)')).toBe('react');
    expect(consumedShareKey('consume shared module (default) @portal/shared/forms@^1.0.0 (singleton) (strict)')).toBe(
      '@portal/shared/forms',
    );
  });

  it('is undefined for any other module', () => {
    expect(consumedShareKey('/work/shared/src/forms.ts')).toBeUndefined();
    expect(
      consumedShareKey('provide shared module (default) react@19.3.1 = /node_modules/react/index.js'),
    ).toBeUndefined();
  });
});

describe('providedShareKey', () => {
  it('reads the share key of a federation provide module', () => {
    expect(providedShareKey('provide shared module (default) @portal/shared/core@1.0.0 = /w/shared/src/core.ts')).toBe(
      '@portal/shared/core',
    );
    expect(providedShareKey('consume shared module (default) react@^19.0.0 (singleton)')).toBeUndefined();
  });
});

describe('startDocument', () => {
  const consume = (key: string) => `consume shared module (default) ${key}@^1.0.0 (singleton) (strict)`;
  const provide = (key: string) => `provide shared module (default) ${key}@1.0.0 = /w/shared/src/${key}.ts`;

  it('keeps what a chunk without a file consumes: Rspack emits none for a chunk of consume modules only', () => {
    const document = startDocument(
      [
        { id: '50', files: ['static/js/async/signed-in.1.js'], modules: ['/w/shell/src/signed-in.tsx'] },
        { id: '57', files: [], modules: [consume('@portal/shared/core'), consume('react')] },
        { id: 'g3', files: ['static/js/async/g3.2.js', 'static/css/g3.css'], modules: ['/w/shared/src/core.ts'] },
      ],
      [
        { name: 'signed-in', chunks: ['50', '57'], origins: ['/w/shell/src/bootstrap.tsx'] },
        { chunks: ['g3'], origins: [provide('@portal/shared/core')] },
      ],
    );
    expect(document.groups['signed-in']).toEqual(['50', '57']);
    expect(document.chunks['57']).toEqual({ files: [], consumes: ['@portal/shared/core', 'react'] });
    expect(document.chunks.g3).toEqual({ files: ['static/js/async/g3.2.js'], consumes: [] });
    expect(document.provides['@portal/shared/core']).toEqual(['g3']);
  });

  it('refuses a group naming a chunk it was not given', () => {
    expect(() => startDocument([], [{ name: 'signed-in', chunks: ['57'], origins: [] }])).toThrow(/unknown chunks 57/);
  });
});
