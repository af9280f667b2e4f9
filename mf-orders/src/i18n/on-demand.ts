import { registerTranslations } from '@portal/shared';
import { quotationsAr } from './quotations.ar';
import { quotationsEn } from './quotations.en';
import { quotationsFr } from './quotations.fr';

// Strings only the pages loaded on demand use (the quotations, the phone's filter drawer, the photo viewer, the
// branches carried from /b2b/branches/select): they join the `orders` namespace when this module loads, with the
// first of those pages (app.tsx loads it beside each), so the remote's first chunk, where en.ts, ar.ts and fr.ts
// ship, does not carry them (its 60 KB budget, issue 15.2).

const onDemandEn = {
  onDemand: {
    filters: { title: 'Filters', clear: 'Clear filters', show: 'Show results', close: 'Close filters' },
    photo: { enlarge: 'Enlarge: {{photo}}', close: 'Close', openOriginal: 'Open in a new tab' },
    carried: {
      one: 'Branch chosen on the branches page: {{name}}.',
      many: 'An order is for one branch: {{name}}, the first of the {{count}} you chose, is taken. For all of them at once, get a quotation.',
      quote: 'Get a quotation for the {{count}} branches',
      missing: 'The branches you chose were not found (deleted, or of another company): choose a branch below.',
      wizard:
        'Branches chosen on the branches page: {{count}}. They are on the branches step and prefill the building facts.',
    },
  },
};

const onDemandAr: typeof onDemandEn = {
  onDemand: {
    filters: { title: 'التصفية', clear: 'مسح التصفية', show: 'عرض النتائج', close: 'إغلاق التصفية' },
    photo: { enlarge: 'تكبير: {{photo}}', close: 'إغلاق', openOriginal: 'فتح في علامة تبويب جديدة' },
    carried: {
      one: 'الفرع المختار من صفحة الفروع: {{name}}.',
      many: 'الطلب لفرع واحد: اختير {{name}}، أول الفروع التي حددتها (العدد: {{count}}). لطلبها جميعًا معًا اطلب عرض سعر.',
      quote: 'اطلب عرض سعر للفروع المحددة ({{count}})',
      missing: 'لم يُعثر على الفروع التي اخترتها (محذوفة أو تابعة لشركة أخرى): اختر فرعًا أدناه.',
      wizard: 'الفروع المختارة من صفحة الفروع: {{count}}. تجدها في خطوة الفروع، ومنها تُعبّأ بيانات المبنى.',
    },
  },
};

const onDemandFr: typeof onDemandEn = {
  onDemand: {
    filters: {
      title: 'Filtres',
      clear: 'Effacer les filtres',
      show: 'Voir les résultats',
      close: 'Fermer les filtres',
    },
    photo: { enlarge: 'Agrandir : {{photo}}', close: 'Fermer', openOriginal: 'Ouvrir dans un nouvel onglet' },
    carried: {
      one: 'Agence choisie sur la page des agences : {{name}}.',
      many: 'Une commande concerne une seule agence : {{name}}, la première des {{count}} choisies, est retenue. Pour toutes à la fois, demandez un devis.',
      quote: 'Demander un devis pour les {{count}} agences',
      missing:
        'Les agences choisies sont introuvables (supprimées ou d’une autre entreprise) : choisissez une agence ci-dessous.',
      wizard:
        'Agences choisies sur la page des agences : {{count}}. Elles figurent à l’étape des agences et préremplissent les données du bâtiment.',
    },
  },
};

/** The on-demand strings per language (the English ones are the type of the others). */
export const onDemandCatalogues = {
  ar: { ...quotationsAr, ...onDemandAr },
  en: { ...quotationsEn, ...onDemandEn },
  fr: { ...quotationsFr, ...onDemandFr },
};
export type OnDemandCatalogue = typeof onDemandCatalogues.en;

registerTranslations('orders', onDemandCatalogues);
