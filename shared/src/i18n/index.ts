export { isolate, Reference } from './bidi';
export { successText, translateMessage } from './contract-messages';
export {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatPercent,
} from './format';
export {
  applyDocumentLanguage,
  currentLanguage,
  i18n,
  type NamespaceResources,
  registerTranslations,
  setLanguage,
} from './i18n-instance';
export { dateTimeFormat, numberFormat } from './intl-formatters';
export { intlLocaleOf, LANGUAGE_TABLE } from './language-table';
export { type LocalizedName, localizedName, useCurrentLanguage, useLocalizedName } from './localized-name';
export { type TranslationKey, type TypedT, useCommonTranslation, useTypedTranslation } from './typed-translation';
