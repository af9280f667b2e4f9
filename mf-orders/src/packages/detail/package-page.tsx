import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { PageHeader, Reference, useLocalizedName } from '@portal/shared';
import { PACKAGE_TRANSFER_ACTIVATION_HOURS } from '@portal/shared/contract';
import { useLocation, useParams } from '@portal/shared/router';
import { useState } from 'react';
import { BackButton, LoadError, useDetailStyles } from '../../common/detail-page';
import { PACKAGES_PATH } from '../../common/package-links';
import { usePackageRule } from '../../common/package-rules';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { usePackage } from '../package-queries';
import { PackageFacts } from './package-facts';
import { PackageLocations } from './package-locations';
import { PackageMoney } from './package-money';
import { TransferReceiptForm } from './transfer-receipt-form';
import { useCardReturn } from './use-card-return';

/** The buy page hands over the API's amount_to_transfer (a reload loses it: the money facts still show the total). */
const amountFromState = (state: unknown): number | null =>
  typeof state === 'object' &&
  state !== null &&
  'amountToTransfer' in state &&
  typeof state.amountToTransfer === 'number'
    ? state.amountToTransfer
    : null;

/** /b2b/packages/:id (route b2b-packages-id, read b2b_packages): one package with its locations and payment. */
export function PackagePage() {
  const { t } = useOrdersTranslation();
  const styles = useDetailStyles();
  const { id: reference = '' } = useParams();
  const can = usePackageRule();
  const local = useLocalizedName();
  const pkg = usePackage(reference, can('packagesRead'));
  const [receiptSent, setReceiptSent] = useState(false);
  const amountToTransfer = amountFromState(useLocation().state);
  useCardReturn(pkg.data, can('packageBuy'));

  const back = <BackButton to={PACKAGES_PATH}>{t('packages.detail.back')}</BackButton>;

  if (pkg.isError) {
    return (
      <section className={styles.page} data-testid="package-page">
        <PageHeader title={t('packages.pages.package')} actions={back} />
        <LoadError
          error={pkg.error}
          notFoundHint={t('packages.detail.notFound')}
          failed={t('packages.detail.loadFailed')}
        />
      </section>
    );
  }
  if (!pkg.data) {
    return (
      <section className={styles.page} data-testid="package-page">
        <PageHeader title={t('packages.pages.package')} actions={back} />
        {can('packagesRead') ? <Spinner /> : null}
      </section>
    );
  }

  const current = pkg.data;
  const pendingTransfer = current.payment_method === 'transfer' && current.status === 'submitted';
  return (
    <section className={styles.page} data-testid="package-page">
      <PageHeader title={local(current.name)} subtitle={<Reference>{current.reference}</Reference>} actions={back} />
      {current.need_action ? (
        <MessageBar intent="warning" data-testid="need-action-prompt">
          <MessageBarBody>
            <MessageBarTitle>{t('packages.needAction')}</MessageBarTitle>
            {t('packages.detail.needAction')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {pendingTransfer ? (
        <MessageBar intent="info" data-testid="transfer-pending">
          <MessageBarBody>
            {t('packages.detail.transferPending', { hours: PACKAGE_TRANSFER_ACTIVATION_HOURS })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {pendingTransfer && !current.transfer_receipt_sent && !receiptSent && can('packageBuy') ? (
        <TransferReceiptForm packageId={current.id} amount={amountToTransfer} onSent={() => setReceiptSent(true)} />
      ) : null}
      <div className={styles.columns}>
        <PackageFacts pkg={current} />
        <PackageMoney pkg={current} />
      </div>
      <PackageLocations pkg={current} />
    </section>
  );
}
