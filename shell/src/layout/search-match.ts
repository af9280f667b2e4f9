// Page search that understands Arabic word forms (issue 14.6): "فرع" finds "الفروع", "فاتورة" finds "الفواتير",
// "طلب" finds "الطلبات". Words are compared by a key: letters unified, the article and the sound-plural or
// feminine endings removed, and the broken plurals of the portal's vocabulary mapped to their singular.

const BROKEN_PLURALS: Record<string, string> = {
  فروع: 'فرع',
  فواتير: 'فاتور',
  ادوار: 'دور',
  رسايل: 'رسال',
  سكان: 'ساكن',
  عروض: 'عرض',
  اسعار: 'سعر',
  حسابات: 'حساب',
  اعدادات: 'اعداد',
  خدمات: 'خدم',
  عقود: 'عقد',
  منتجات: 'منتج',
  مناطق: 'منطق',
  وحدات: 'وحد',
};

/** Unifies the spellings a user may type: diacritics, alef forms, taa marbuta, alef maqsura, hamza on yaa. */
function normalize(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ئ/g, 'ي');
}

/** The key of one word: article, sound-plural and feminine endings off, broken plural to singular. */
function wordKey(word: string): string {
  let w = normalize(word);
  if (w.length > 3 && (w.startsWith('ال') || w.startsWith('لل'))) w = w.slice(2);
  const singular = BROKEN_PLURALS[w];
  if (singular) return singular;
  for (const suffix of ['ات', 'ون', 'ين', 'ه']) {
    if (w.length > suffix.length + 2 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return BROKEN_PLURALS[w] ?? w;
}

const words = (text: string) => text.split(/[\s\p{P}]+/u).filter(Boolean);

/** Whether every word typed starts a word of the text, by their keys (a plain substring also matches). */
export function searchMatches(text: string, query: string): boolean {
  const needle = query.trim();
  if (!needle) return true;
  if (normalize(text).includes(normalize(needle))) return true;
  const keys = words(text).map(wordKey);
  return words(needle).every((typed) => {
    const key = wordKey(typed);
    return keys.some((candidate) => candidate.startsWith(key) || key.startsWith(candidate));
  });
}
