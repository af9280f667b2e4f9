import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { BoxMultipleRegular, PrintRegular } from '@fluentui/react-icons';
import { isApiError, PageHeader } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { useState } from 'react';
import { BackLink } from '../../common/detail-page';
import { useOpen } from '../../common/package-links';
import { usePackageRule } from '../../common/package-rules';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useQuotation } from '../quotation-queries';
import { QuotationDocument } from './quotation-document';
import { canBecomePackage } from './quotation-validity';

// Printing shows the document only: the shell's navigation, header and this page's buttons are hidden.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-quotation-print], [data-quotation-print] * { visibility: visible !important; }
  [data-quotation-print] { position: absolute; inset-block-start: 0; inset-inline-start: 0; width: 100%; max-width: none !important; box-shadow: none !important; }
}`;

/** /b2b/packages/quotations/:reference (read b2b_packages): the quotation document, print and Buy as package. */
export function QuotationPage() {
  const { t } = useOrdersTranslation();
  const { reference = '' } = useParams();
  const open = useOpen();
  const can = usePackageRule();
  const quotation = useQuotation(reference, can('quotationsRead'));
  const [now] = useState(() => Date.now());
  const comparePath = `/b2b/packages/quotations/compare?a=${encodeURIComponent(reference)}`;
  const buyPath = `/b2b/packages/buy?quotation=${encodeURIComponent(reference)}`;

  return (
    <section data-testid="quotation-page" style={{ display: 'grid', gap: 16 }}>
      <style>{PRINT_CSS}</style>
      {can('quotationsRead') ? (
        <BackLink to="/b2b/packages/quotations">{t('quotations.document.back')}</BackLink>
      ) : null}
      <PageHeader
        title={
          quotation.data
            ? `${t('quotations.pages.quotation')} ${quotation.data.reference}`
            : t('quotations.pages.quotation')
        }
        actions={
          quotation.data ? (
            <>
              <Button as="a" href={comparePath} onClick={open(comparePath)}>
                {t('quotations.compare.withAnother')}
              </Button>
              {can('quotationPrint') ? (
                <Button icon={<PrintRegular />} onClick={() => window.print()}>
                  {t('quotations.document.print')}
                </Button>
              ) : null}
              {can('packageBuy') && canBecomePackage(quotation.data, now) ? (
                <Button
                  as="a"
                  appearance="primary"
                  icon={<BoxMultipleRegular />}
                  href={buyPath}
                  onClick={open(buyPath)}
                >
                  {t('quotations.document.buy')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {!can('quotationsRead') ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('quotations.document.noAccess')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {quotation.isPending && quotation.fetchStatus !== 'idle' ? <Spinner /> : null}
      {quotation.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {isApiError(quotation.error) && quotation.error.kind === 'not-found'
              ? t('quotations.document.notFound')
              : t('quotations.document.loadFailed')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {quotation.data ? <QuotationDocument quotation={quotation.data} now={now} /> : null}
    </section>
  );
}
