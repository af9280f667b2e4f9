import { describe, expect, it } from 'vitest';
import { loadStrings, translateMessage, translator } from './strings';

describe('sign-in page strings (no i18next)', () => {
  it('reads the portal common strings with i18next interpolation, Arabic bundled, English once loaded', async () => {
    expect(translator('ar')('auth.codeHint', { phone: '+966500000001' })).toContain('+966500000001');
    await loadStrings('en');
    expect(translator('en')('auth.sendCode')).toBe('Send code');
    expect(translator('en')('auth.resendIn', { seconds: 42 })).toContain('42');
    expect(translator('en')('auth.noSuchKey')).toBe('auth.noSuchKey');
  });

  it('turns a contract message key into text, and keeps the API own messages as they are', () => {
    expect(translateMessage('en', 'validation.max_items?n=3')).toBe('You can add at most 3 rows');
    expect(translateMessage('fr', 'validation.max_items?n=3')).toContain('3');
    expect(translateMessage('en', 'The code is wrong')).toBe('The code is wrong');
    expect(translateMessage('en', undefined)).toBeUndefined();
  });
});
