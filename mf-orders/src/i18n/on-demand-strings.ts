import type { Language } from '@portal/shared';
import { type OfferStrings, offerStrings } from './offer-strings';

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
  // Draft orders (issue 32.6, ADR 0063): the banner of the one-time order form.
  draft: {
    found: {
      ar: 'لديك مسودة طلب محفوظة في {{when}}.',
      en: 'You have a draft order saved on {{when}}.',
      fr: 'Vous avez un brouillon de commande enregistré le {{when}}.',
    },
    resume: { ar: 'استئناف', en: 'Resume', fr: 'Reprendre' },
    discard: { ar: 'حذف المسودة', en: 'Discard', fr: 'Supprimer' },
    saving: { ar: 'جارٍ حفظ المسودة…', en: 'Saving the draft…', fr: 'Enregistrement du brouillon…' },
    saved: { ar: 'حُفظت المسودة في {{time}}', en: 'Draft saved at {{time}}', fr: 'Brouillon enregistré à {{time}}' },
    failed: {
      ar: 'تعذّر إرسال هذه المسودة',
      en: 'This draft could not be submitted',
      fr: 'Ce brouillon n’a pas pu être envoyé',
    },
    prices: {
      ar: 'السعر عند الحفظ: {{was}} — السعر اليوم: {{now}}',
      en: 'Price when saved: {{was}} — price today: {{now}}',
      fr: 'Prix à l’enregistrement : {{was}} — prix aujourd’hui : {{now}}',
    },
    acceptPrice: {
      ar: 'قبول السعر الجديد',
      en: 'Accept the new price',
      fr: 'Accepter le nouveau prix',
    },
    accepted: {
      ar: 'قُبل السعر الجديد: أرسل الطلب.',
      en: 'New price accepted: place the order.',
      fr: 'Nouveau prix accepté : passez la commande.',
    },
    pickSlot: { ar: 'اختيار موعد آخر', en: 'Pick another slot', fr: 'Choisir un autre créneau' },
    // The card above the orders list (orders/drafts).
    card: { ar: 'مسودة طلبك', en: 'Your draft order', fr: 'Votre brouillon de commande' },
    cardHint: {
      ar: 'حُفظت أثناء تعبئة نموذج الطلب: استأنفها لإرسال الطلب.',
      en: 'Kept while you filled in the order form: resume it to place the order.',
      fr: 'Conservé pendant que vous remplissiez le formulaire : reprenez-le pour passer la commande.',
    },
    status: { ar: 'الحالة', en: 'Status', fr: 'Statut' },
    branch: { ar: 'الفرع', en: 'Branch', fr: 'Agence' },
    noBranch: { ar: 'لم يُختر بعد', en: 'Not chosen yet', fr: 'Pas encore choisie' },
    services: { ar: 'الخدمات', en: 'Services', fr: 'Services' },
    total: { ar: 'الإجمالي', en: 'Total', fr: 'Total' },
    notPriced: { ar: 'لم يُسعَّر بعد', en: 'Not priced yet', fr: 'Pas encore chiffré' },
    savedOn: { ar: 'آخر حفظ', en: 'Saved on', fr: 'Enregistré le' },
  },
} satisfies Record<string, Record<string, Texts>>;

type Group = keyof typeof STRINGS;
/** One language's strings, under `onDemand` in the `orders` namespace. */
export type OnDemandStrings = { onDemand: { [G in Group]: { [K in keyof (typeof STRINGS)[G]]: string } } };

/** With the offers page's own strings (./offer-strings, ADR 0070). */
export function onDemandStrings(language: Language): OnDemandStrings & OfferStrings {
  const groups = Object.entries(STRINGS).map(([group, texts]) => [
    group,
    Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, (text as Texts)[language]])),
  ]);
  return { onDemand: Object.fromEntries(groups) as OnDemandStrings['onDemand'], ...offerStrings(language) };
}
