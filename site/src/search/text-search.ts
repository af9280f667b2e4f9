// Client-side search over a few dozen texts in three languages: no index needed, but the matching must be
// forgiving about case, French accents and the Arabic letter variants people type interchangeably.

const ARABIC_DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g; // harakat, dagger alef, tatweel
const COMBINING_MARKS = /[\u0300-\u036f]/g; // accents once NFD has split them off

/** Folds a text to the form both the query and the content are compared in. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[ؤ]/g, 'و')
    .replace(/[ئ]/g, 'ي')
    .replace(/[’'`]/g, ' ')
    .toLowerCase();
}

const ARABIC_ARTICLE = /^(?:[وفبك]?ال|لل)(?=..)/u;

/** A word of the query and, for Arabic, the same word without its definite article: "الضريبة" finds "ضريبة". */
function queryTerms(query: string): string[][] {
  return foldForSearch(query)
    .split(/[\s,.;:!?؟،()«»"-]+/u)
    .filter((term) => term.length > 0)
    .map((term) => {
      const bare = term.replace(ARABIC_ARTICLE, '');
      return bare === term ? [term] : [term, bare];
    });
}

/** Keeps the items whose text contains every word of the query; an empty query keeps them all. */
export function searchTexts<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = foldForSearch(textOf(item));
    return terms.every((variants) => variants.some((variant) => haystack.includes(variant)));
  });
}
