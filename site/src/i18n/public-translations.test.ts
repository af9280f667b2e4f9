import { i18n, LANGUAGES } from '@portal/shared/core';
import { describe, expect, it } from 'vitest';
import { publicAr } from './ar';
import { publicEn } from './en';
import { publicFr } from './fr';
import { PUBLIC_NAMESPACE } from './public-translations';

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path ? `${path}.${key}` : key),
  );
}

describe('public UI labels', () => {
  it('registers the "public" namespace in every language', () => {
    for (const language of LANGUAGES) {
      expect(i18n.hasResourceBundle(language, PUBLIC_NAMESPACE), language).toBe(true);
    }
    expect(i18n.t('help.title', { ns: PUBLIC_NAMESPACE, lng: 'fr' })).toBe('Centre d’aide');
  });

  it('has the same keys, none empty, in ar, en and fr', () => {
    const keys = (labels: unknown) => leaves(labels).map(([path]) => path);
    expect(keys(publicAr)).toEqual(keys(publicEn));
    expect(keys(publicFr)).toEqual(keys(publicEn));
    for (const labels of [publicAr, publicEn, publicFr]) {
      expect(leaves(labels).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('writes every Arabic label in Arabic', () => {
    expect(leaves(publicAr).filter(([, text]) => !/[\u0621-\u064A]/.test(text))).toEqual([]);
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (labels: unknown) =>
      leaves(labels).map(([path, text]) => `${path}:${(text.match(/\{\{\w+\}\}/g) ?? []).sort().join(',')}`);
    expect(placeholders(publicAr)).toEqual(placeholders(publicEn));
    expect(placeholders(publicFr)).toEqual(placeholders(publicEn));
  });
});
