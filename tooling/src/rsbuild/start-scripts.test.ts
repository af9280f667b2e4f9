import { describe, expect, it } from 'vitest';
import { consumedShareKey, providedShareKey } from './start-scripts';

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
