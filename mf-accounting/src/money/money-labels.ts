import { useTranslation } from 'react-i18next';
import type { en } from '../i18n/en';

export type LabelSet = keyof (typeof en)['labels'];

/** The localized label of a spec §4 value (status, method, type…); an unknown value shows as sent. */
export function useMoneyLabel(): (set: LabelSet, value: string | null | undefined) => string {
  const { t, i18n } = useTranslation('accounting');
  return (set, value) => {
    if (!value) return t('common.none');
    const key = `labels.${set}.${value}`;
    return i18n.exists(key, { ns: 'accounting' }) ? t(key) : value;
  };
}
