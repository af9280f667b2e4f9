export { formatDate, formatMoney, formatNumber } from './format';
export {
  applyDocumentLanguage,
  currentLanguage,
  i18n,
  type NamespaceResources,
  registerTranslations,
  setLanguage,
} from './i18n-instance';
export { translateMessage } from './validation-messages';
