// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, preferences } from './preferences-store';

beforeEach(() => {
  localStorage.clear();
  preferences.reset();
});

describe('preferences', () => {
  it('start from the spec defaults', () => {
    expect(preferences.get()).toEqual({
      theme: 'light',
      skin: 'default',
      navigation: 'vertical',
      direction: 'auto',
      contentWidth: 'boxed',
      navbar: 'sticky',
      footer: 'hidden',
      navbarBlur: true,
      primaryLight: null,
      primaryDark: null,
      arabicDigits: 'latin', // issue 14.5: Latin digits in Arabic unless preferred otherwise
    });
  });

  it('persist under app-prefixed keys and survive a reload', () => {
    preferences.set('navigation', 'horizontal');
    preferences.set('theme', 'dark');
    preferences.set('primaryLight', '#0F6CBD');
    expect(localStorage.getItem('b2b-portal-navigation')).toBe('"horizontal"');
    expect(document.cookie).toContain('b2b-portal-theme=dark');
    preferences.reload();
    expect(preferences.get()).toMatchObject({ navigation: 'horizontal', theme: 'dark', primaryLight: '#0F6CBD' });
  });

  it('ignore a tampered stored value and refuse an invalid one', () => {
    localStorage.setItem('b2b-portal-footer', '"floating"');
    localStorage.setItem('b2b-portal-primaryDark', '"red; background:url(x)"');
    preferences.reload();
    expect(preferences.get().footer).toBe(DEFAULT_PREFERENCES.footer);
    expect(preferences.get().primaryDark).toBeNull();
    expect(() => preferences.set('skin', 'neon' as never)).toThrow();
  });

  it('reset back to the defaults', () => {
    preferences.set('contentWidth', 'fluid');
    preferences.reset();
    preferences.reload();
    expect(preferences.get()).toEqual(DEFAULT_PREFERENCES);
  });
});
