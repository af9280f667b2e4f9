// A short, human label for a session's device, read from the user agent the browser sent ("Chrome · Windows").
// Browser and system names are product names: the same in every language, so the API can answer them as is.

const BROWSERS: Array<[RegExp, string]> = [
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: Array<[RegExp, string]>, text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Browser · System", either alone when only one is known, null when neither is. */
export function deviceLabel(userAgent: unknown): string | null {
  if (typeof userAgent !== 'string' || userAgent === '') return null;
  const parts = [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
