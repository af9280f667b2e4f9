import type { Quotation } from '@portal/shared/contract';
import { useQuotationFormat } from '../common/quotation-format';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

export type QuotationFact = { key: string; label: string; value: string };

/** A quotation's answers as labelled values in the reader's language (the document and the comparison). */
export function useQuotationFacts(): (quotation: Quotation) => QuotationFact[] {
  const { t } = useOrdersTranslation();
  const format = useQuotationFormat();
  return (quotation) => {
    const { answers } = quotation;
    const facts: QuotationFact[] = [
      {
        key: 'business_type',
        label: t('quotations.steps.businessType'),
        value: format.propertyType(answers.business_type),
      },
      { key: 'unit_type', label: t('quotations.steps.unitType'), value: format.unitType(answers.unit_type) },
      {
        key: 'branches',
        label: t('quotations.steps.branches'),
        value: quotation.branches.map((branch) => branch.name).join(' · '),
      },
      {
        key: 'units',
        label: t('quotations.document.units'),
        value: answers.unit_ids.length > 0 ? format.number(answers.unit_ids.length) : t('quotations.document.allUnits'),
      },
      { key: 'period', label: t('quotations.steps.period'), value: format.period(answers.period_months) },
      { key: 'area', label: t('quotations.factors.area'), value: format.number(answers.area_sqm) },
      {
        key: 'building_age',
        label: t('quotations.factors.building_age'),
        value: format.number(answers.building_age_years),
      },
      { key: 'floors', label: t('quotations.factors.floors'), value: format.number(answers.floors) },
      {
        key: 'floor_height',
        label: t('quotations.factors.floor_height'),
        value: format.number(answers.floor_height_m),
      },
      {
        key: 'package_type',
        label: t('quotations.visits.packageType'),
        value: answers.package_type === 'hours' ? t('quotations.visits.byHours') : t('quotations.visits.byVisits'),
      },
    ];
    if (answers.package_type === 'hours') {
      facts.push({ key: 'hours', label: t('quotations.visits.hours'), value: format.number(answers.hours) });
    } else {
      facts.push({
        key: 'frequency',
        label: t('quotations.visits.frequency'),
        value: format.frequency(answers.frequency),
      });
      if (answers.frequency === 'on_demand') {
        facts.push({ key: 'visits', label: t('quotations.visits.visitsCount'), value: format.number(answers.visits) });
      }
    }
    return facts;
  };
}
