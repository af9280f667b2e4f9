// The client sits below i18n; the shell plugs its `t` in so the fallback toast is translated.
export type HttpTranslator = (key: string) => string;

const english: Record<string, string> = {
  'errors.somethingWentWrong': 'Something went wrong',
};

const identityWithEnglish: HttpTranslator = (key) => english[key] ?? key;
let current: HttpTranslator = identityWithEnglish;

export function setHttpTranslator(translator: HttpTranslator | null): void {
  current = translator ?? identityWithEnglish;
}

export function translate(key: string): string {
  return current(key);
}
