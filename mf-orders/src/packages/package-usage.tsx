import { Field, ProgressBar } from '@fluentui/react-components';
import type { CompanyPackage } from '@portal/shared/contract';
import { useQuotationFormat } from '../common/quotation-format';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

/** Visits or hours used / available of a package, as words and a bar (spec §3 Package). */
export function PackageUsage({ pkg }: { pkg: Pick<CompanyPackage, 'type' | 'used' | 'available' | 'total'> }) {
  const { t } = useOrdersTranslation();
  const format = useQuotationFormat();
  const numbers = {
    used: format.number(pkg.used),
    available: format.number(pkg.available),
    total: `${format.number(pkg.total)} ${t(`packages.type.${pkg.type}`)}`,
  };
  return (
    <Field validationMessage={t('packages.usage', numbers)} validationState="none" style={{ minWidth: 120 }}>
      <ProgressBar
        value={pkg.total > 0 ? pkg.used / pkg.total : 0}
        aria-label={t('packages.usageLabel', numbers)}
        thickness="large"
      />
    </Field>
  );
}
