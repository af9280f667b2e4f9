import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, Spinner } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import {
  directionOf,
  EmptyState,
  isApiError,
  PageHeader,
  useCommonTranslation,
  useCurrentLanguage,
  useLocalizedName,
} from '@portal/shared';
import { PACKAGE_TRANSFER_ACTIVATION_HOURS } from '@portal/shared/contract';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PACKAGES_PATH, useOpen } from '../../common/package-links';
import { usePackageRule } from '../../common/package-rules';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { usePackage } from '../package-queries';
import { PackageFacts } from './package-facts';
import { PackageLocations } from './package-locations';
import { PackageMoney } from './package-money';
import { TransferReceiptForm } from './transfer-receipt-form';
import { useCardReturn } from './use-card-return';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px', gridTemplateColumns: 'minmax(0, 1fr)' },
  columns: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' },
});

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
  const rtl = directionOf(useCurrentLanguage()) === 'rtl';
  const common = useCommonTranslation();
  const styles = useStyles();
  const { id: reference = '' } = useParams();
  const can = usePackageRule();
  const open = useOpen();
  const local = useLocalizedName();
  const pkg = usePackage(reference, can('packagesRead'));
  const [receiptSent, setReceiptSent] = useState(false);
  const amountToTransfer = amountFromState(useLocation().state);
  useCardReturn(pkg.data, can('packageBuy'));

  const back = (
    <Button
      as="a"
      appearance="subtle"
      href={PACKAGES_PATH}
      onClick={open(PACKAGES_PATH)}
      icon={rtl ? <ArrowRightRegular /> : <ArrowLeftRegular />}
    >
      {t('packages.detail.back')}
    </Button>
  );

  if (pkg.isError) {
    const notFound = isApiError(pkg.error) && pkg.error.kind === 'not-found';
    return (
      <section className={styles.page} data-testid="package-page">
        <PageHeader title={t('packages.pages.package')} actions={back} />
        {notFound ? (
          <EmptyState title={common.t('errors.notFoundTitle')} body={t('packages.detail.notFound')} />
        ) : (
          <MessageBar intent="error">
            <MessageBarBody>{t('packages.detail.loadFailed')}</MessageBarBody>
          </MessageBar>
        )}
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
      <PageHeader title={local(current.name)} subtitle={<span dir="ltr">{current.reference}</span>} actions={back} />
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
