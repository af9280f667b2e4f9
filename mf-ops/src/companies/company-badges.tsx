import { Badge } from '@fluentui/react-components';
import type { OpsCompany } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';

const VERIFICATION_COLOR = {
  none: 'subtle',
  awaiting: 'warning',
  verified: 'success',
  rejected: 'danger',
} as const;

/** Active or suspended, and where its certificates stand. */
export function CompanyBadges({ company }: { company: OpsCompany }) {
  const { t } = useOpsTranslation();
  const { status } = company.verification;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      <Badge
        appearance="tint"
        color={company.status === 'suspended' ? 'danger' : 'success'}
        data-testid="company-status"
      >
        {t(company.status === 'suspended' ? 'companies.suspended' : 'companies.active')}
      </Badge>
      <Badge appearance="tint" color={VERIFICATION_COLOR[status]} data-testid="company-verification">
        {t(`companies.verificationStatus.${status}`)}
      </Badge>
    </span>
  );
}
