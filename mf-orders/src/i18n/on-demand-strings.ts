import type { Language } from '@portal/shared';

// The strings of the parts loaded on demand, each with its three languages side by side (as routes.ts labels
// the navigation): a missing translation is a type error here, and on-demand.ts turns the table into one
// catalogue per language.

type Texts = Record<Language, string>;

const STRINGS = {
  filters: {
    title: { ar: 'التصفية', en: 'Filters', fr: 'Filtres' },
    clear: { ar: 'مسح التصفية', en: 'Clear filters', fr: 'Effacer les filtres' },
    show: { ar: 'عرض النتائج', en: 'Show results', fr: 'Voir les résultats' },
    close: { ar: 'إغلاق التصفية', en: 'Close filters', fr: 'Fermer les filtres' },
  },
  photo: {
    enlarge: { ar: 'تكبير: {{photo}}', en: 'Enlarge: {{photo}}', fr: 'Agrandir : {{photo}}' },
    close: { ar: 'إغلاق', en: 'Close', fr: 'Fermer' },
    openOriginal: { ar: 'فتح في علامة تبويب جديدة', en: 'Open in a new tab', fr: 'Ouvrir dans un nouvel onglet' },
  },
  carried: {
    one: {
      ar: 'الفرع المختار من صفحة الفروع: {{name}}.',
      en: 'Branch chosen on the branches page: {{name}}.',
      fr: 'Agence choisie sur la page des agences : {{name}}.',
    },
    many: {
      ar: 'الطلب لفرع واحد: اختير {{name}}، أول الفروع التي حددتها (العدد: {{count}}). لطلبها جميعًا معًا اطلب عرض سعر.',
      en: 'An order is for one branch: {{name}}, the first of the {{count}} you chose, is taken. For all of them at once, get a quotation.',
      fr: 'Une commande concerne une seule agence : {{name}}, la première des {{count}} choisies, est retenue. Pour toutes à la fois, demandez un devis.',
    },
    quote: {
      ar: 'اطلب عرض سعر للفروع المحددة ({{count}})',
      en: 'Get a quotation for the {{count}} branches',
      fr: 'Demander un devis pour les {{count}} agences',
    },
    missing: {
      ar: 'لم يُعثر على الفروع التي اخترتها (محذوفة أو تابعة لشركة أخرى): اختر فرعًا أدناه.',
      en: 'The branches you chose were not found (deleted, or of another company): choose a branch below.',
      fr: 'Les agences choisies sont introuvables (supprimées ou d’une autre entreprise) : choisissez une agence ci-dessous.',
    },
    wizard: {
      ar: 'الفروع المختارة من صفحة الفروع: {{count}}. تجدها في خطوة الفروع، ومنها تُعبّأ بيانات المبنى.',
      en: 'Branches chosen on the branches page: {{count}}. They are on the branches step and prefill the building facts.',
      fr: 'Agences choisies sur la page des agences : {{count}}. Elles figurent à l’étape des agences et préremplissent les données du bâtiment.',
    },
  },
} satisfies Record<string, Record<string, Texts>>;

type Group = keyof typeof STRINGS;
/** One language's strings, under `onDemand` in the `orders` namespace. */
export type OnDemandStrings = { onDemand: { [G in Group]: { [K in keyof (typeof STRINGS)[G]]: string } } };

export function onDemandStrings(language: Language): OnDemandStrings {
  const groups = Object.entries(STRINGS).map(([group, texts]) => [
    group,
    Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, (text as Texts)[language]])),
  ]);
  return { onDemand: Object.fromEntries(groups) as OnDemandStrings['onDemand'] };
}
