import { Link } from '@fluentui/react-components';
import { notify, openFile } from '@portal/shared';
import type { OpsCompanyDetail } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';

type Certificate = OpsCompanyDetail['certificates'][number];

/** Opens a company's CR or VAT certificate in a new tab (served to ops only, with the session's token). */
export function CertificateLink({ certificate }: { certificate: Certificate }) {
  const { t } = useOpsTranslation();
  const kind = certificate.kind === 'vat' ? 'vat' : 'cr';
  const label = t(`companies.certificateKind.${kind}`);
  return (
    <Link
      as="button"
      type="button"
      aria-label={t('companies.openCertificate', { name: label })}
      data-testid={`certificate-${kind}`}
      onClick={() => openFile(certificate.url).catch(() => notify.error(t('companies.loadFailed')))}
    >
      {label}
    </Link>
  );
}
