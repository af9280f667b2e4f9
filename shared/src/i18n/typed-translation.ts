import type { TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CommonStrings } from './locales/en';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `count_one` / `count_other` are the plural forms of the key `count` (i18next picks one from `count`). */
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** Every dotted key of a catalogue's texts: `{ list: { title } }` → `'list.title'`. */
export type TranslationKey<Catalogue> = {
  [K in keyof Catalogue & string]: Catalogue[K] extends string
    ? WithoutPluralForm<K>
    : `${K}.${TranslationKey<Catalogue[K]>}`;
}[keyof Catalogue & string];

export type TypedT<Catalogue> = (key: TranslationKey<Catalogue>, options?: TOptions) => string;

/**
 * `useTranslation` for one namespace whose keys are checked against its English catalogue, so a mistyped or
 * removed key fails the type check instead of showing the key to the user. A remote binds it once:
 * `export const useBranchesT = () => useTypedTranslation<typeof en>('branches');`
 */
export function useTypedTranslation<Catalogue>(namespace: string): { t: TypedT<Catalogue>; language: string } {
  const { t, i18n } = useTranslation(namespace);
  return { t: t as TypedT<Catalogue>, language: i18n.language };
}

/** The shared `common` namespace (buttons, table, errors, confirmation texts) with checked keys. */
export const useCommonTranslation = () => useTypedTranslation<CommonStrings>('common');
