import { formatMoney, type Language } from '@portal/shared';

/**
 * An amount of integer halalas as SAR in the reader's language (Intl.NumberFormat: "SAR 1,234.50",
 * "١٬٢٣٤٫٥٠ ر.س.‏", "1 234,50 SAR"). `signed` marks incoming money with + (outgoing has its minus).
 */
export function formatSar(halalas: number, language: Language, signed = false): string {
  const text = formatMoney(halalas, language);
  return signed && halalas > 0 ? `+${text}` : text;
}
