// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalProviders } from '../ui/portal-providers';
import { setLanguage } from './i18n-instance';
import { directionOf, intlLocaleOf, LANGUAGES } from './language-table';
import { localizedName, useLocalizedName } from './localized-name';

afterEach(cleanup);

const kitchen = { ar: 'مطبخ', en: 'Kitchen', fr: 'Cuisine' };

function Name() {
  return <output>{useLocalizedName()(kitchen)}</output>;
}

// jsdom renders of Fluent components take seconds on a busy machine.
describe('languages and localized names', { timeout: 30_000 }, () => {
  it('has one row per language: Arabic right to left with Saudi formatting, the others left to right', () => {
    expect(LANGUAGES.map((l) => [l, directionOf(l), intlLocaleOf(l)])).toEqual([
      ['ar', 'rtl', 'ar-SA-u-nu-latn'], // Latin digits unless the user prefers Arabic-Indic (issue 14.5)
      ['en', 'ltr', 'en-SA'],
      ['fr', 'ltr', 'fr-FR'],
    ]);
  });

  it('picks the name of the language, English when the name lacks it, blank for no name', () => {
    expect(localizedName(kitchen, 'fr')).toBe('Cuisine');
    expect(localizedName({ ar: 'شركة', en: 'Company' }, 'fr')).toBe('Company');
    expect(localizedName(null, 'ar')).toBe('');
  });

  it('re-renders in the new language when the user switches', async () => {
    await setLanguage('ar');
    render(
      <PortalProviders>
        <Name />
      </PortalProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('مطبخ');
    await act(() => setLanguage('fr'));
    expect(screen.getByRole('status').textContent).toBe('Cuisine');
    await act(() => setLanguage('en'));
  });
});
