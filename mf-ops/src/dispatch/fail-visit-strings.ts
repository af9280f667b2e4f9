import type { Language } from '@portal/shared';

// The board's "visit failed" step (issue 32.4, ADR 0058), its three languages side by side: a missing one is a type
// error here. Kept apart from i18n/{ar,en,fr}.ts, which take it in one line each.

const STRINGS = {
  action: { ar: 'تعذّرت الزيارة', en: 'Visit failed', fr: 'Visite échouée' },
  actionOne: {
    ar: 'تسجيل تعذّر الزيارة {{reference}}',
    en: 'Mark visit {{reference}} failed',
    fr: 'Déclarer la visite {{reference}} échouée',
  },
  title: { ar: 'تعذّرت الزيارة', en: 'The visit failed', fr: 'La visite a échoué' },
  hint: {
    ar: 'ينتهي الطلب بحالة «فشل» دون خطوات أخرى، وترى الشركة السبب في طلبها.',
    en: 'The order ends as failed, with no further step; the company sees the reason on its order.',
    fr: 'La commande se termine en échec, sans autre étape ; l’entreprise voit le motif sur sa commande.',
  },
  reason: { ar: 'السبب', en: 'Reason', fr: 'Motif' },
  pick: { ar: 'اختر السبب', en: 'Choose a reason', fr: 'Choisissez un motif' },
  pickRequired: { ar: 'اختر السبب.', en: 'Choose the reason.', fr: 'Choisissez le motif.' },
  words: { ar: 'اكتب السبب', en: 'Say why', fr: 'Dites pourquoi' },
  wordsOptional: { ar: 'تفاصيل (اختياري)', en: 'Details (optional)', fr: 'Précisions (facultatif)' },
  wordsRequired: { ar: 'اكتب السبب.', en: 'Write the reason.', fr: 'Écrivez le motif.' },
  submit: { ar: 'تسجيل تعذّر الزيارة', en: 'Mark the visit failed', fr: 'Déclarer la visite échouée' },
  done: { ar: 'سُجّل تعذّر الزيارة.', en: 'Visit marked failed.', fr: 'Visite déclarée échouée.' },
} satisfies Record<string, Record<Language, string>>;

/** One language's strings, under `failVisit` in the `ops` namespace. */
export function failVisitStrings(language: Language): { [K in keyof typeof STRINGS]: string } {
  return Object.fromEntries(Object.entries(STRINGS).map(([key, text]) => [key, text[language]])) as {
    [K in keyof typeof STRINGS]: string;
  };
}
