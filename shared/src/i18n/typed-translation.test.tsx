// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n-instance';
import { type TranslationKey, useTypedTranslation } from './typed-translation';

const catalogue = { list: { title: 'Branches', count: '{{count}} branches' }, save: 'Save' } as const;
i18n.addResourceBundle('en', 'typed-test', catalogue, true, true);

function Title() {
  const { t } = useTypedTranslation<typeof catalogue>('typed-test');
  // @ts-expect-error a key the catalogue does not have fails the type check
  t('list.missing');
  return <h1>{`${t('list.title')} · ${t('list.count', { count: 3 })} · ${t('save')}`}</h1>;
}

describe('typed translations', () => {
  it('lists every dotted key of a catalogue', () => {
    const keys: TranslationKey<typeof catalogue>[] = ['list.title', 'list.count', 'save'];
    expect(keys).toHaveLength(3);
  });

  it('translates through the one i18next instance', async () => {
    await i18n.changeLanguage('en');
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Branches · 3 branches · Save');
  });
});
