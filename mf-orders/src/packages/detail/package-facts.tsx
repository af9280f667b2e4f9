import { useLocalizedName } from '@portal/shared';
import type { CompanyPackage } from '@portal/shared/contract';
import { type Fact, FactList } from '../../common/fact-list';
import { NeedActionBadge, PackageStatusBadge } from '../../common/package-badges';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { PackageUsage } from '../package-usage';

/** Spec §3 Package: type, balance, period, dates, areas, terms, services. */
export function PackageFacts({ pkg }: { pkg: CompanyPackage }) {
  const { t } = useOrdersTranslation();
  const format = useQuotationFormat();
  const local = useLocalizedName();
  const day = (value: string | null) =>
    value ? format.date(`${value}T12:00:00+03:00`) : t('packages.list.notStarted');
  const facts: Fact[] = [
    {
      key: 'status',
      label: t('packages.detail.status'),
      value: (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          <PackageStatusBadge status={pkg.status} />
          {pkg.need_action ? <NeedActionBadge /> : null}
        </span>
      ),
    },
    { key: 'type', label: t('packages.detail.type'), value: t(`packages.type.${pkg.type}`) },
    { key: 'balance', label: t('packages.detail.balance'), value: <PackageUsage pkg={pkg} /> },
    { key: 'period', label: t('packages.detail.period'), value: format.period(pkg.period_months) },
    { key: 'frequency', label: t('packages.detail.frequency'), value: format.frequency(pkg.frequency) },
    { key: 'starts', label: t('packages.detail.starts'), value: day(pkg.starts_on) },
    { key: 'ends', label: t('packages.detail.ends'), value: day(pkg.ends_on) },
    {
      key: 'areas',
      label: t('packages.detail.areas'),
      value: pkg.allowed_areas.length
        ? pkg.allowed_areas.map((area) => local(area.name)).join('، ')
        : t('packages.detail.allAreas'),
    },
    {
      key: 'services',
      label: t('packages.detail.services'),
      value: pkg.services.map((service) => local(service.name)).join(' · '),
    },
    { key: 'terms', label: t('packages.detail.terms'), value: local(pkg.terms) },
  ];
  return <FactList title={t('packages.detail.facts')} facts={facts} testId="package-facts" />;
}
