// One Intl formatter per locale and options, kept for the tab's life (issue 29.2). Building an Intl formatter is
// the costly part of formatting (it loads and resolves the locale's data: 2–40 ms each on a phone, the first one
// the most): a list that built one per cell paid it for every row, and the bell paid 0.1 s at start for its five
// dates. The options objects are small and fixed in code, so their JSON is the cache key.

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(store: Map<string, T>, locale: string, options: object | undefined, make: () => T): T {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = store.get(key);
  if (!formatter) {
    formatter = make();
    store.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
