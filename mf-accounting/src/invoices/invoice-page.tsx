import { Button, Link, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import { downloadFile, isApiError, notify, PageHeader } from '@portal/shared';
import type { InvoiceDetail } from '@portal/shared/contract';
import { clearanceAllowsDownload } from '@portal/shared/contract';
import { useNavigate, useParams } from '@portal/shared/router';
import { useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoneyRule } from '../money/money-rules';
import { ClearanceNotice } from './clearance-badge';
import { InvoiceDocument } from './invoice-document';
import { invoiceFilePath, useInvoice } from './invoice-queries';

// Printing shows the invoice only: the shell's navigation, header and this page's buttons are hidden.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-invoice-print], [data-invoice-print] * { visibility: visible !important; }
  [data-invoice-print] { position: absolute; inset-block-start: 0; inset-inline-start: 0; width: 100%; box-shadow: none !important; }
}`;

/**
 * /b2b/invoices/:id (read b2b_invoices): the invoice, its QR, print, PDF and — for invoices of the seller sequence —
 * the ZATCA XML (print b2b_invoices), once ZATCA cleared it (ADR 0062): until then a notice says why not.
 */
export function InvoicePage() {
  const { t } = useAccountingTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const can = useMoneyRule();
  const invoice = useInvoice(id, can('invoicesRead'));
  const [downloading, setDownloading] = useState(false);
  const pageTitle = (data: InvoiceDetail) =>
    data.document_type === 'credit_note' ? t('invoices.creditNote') : t('pages.invoice');

  const download = async (file: 'pdf' | 'xml') => {
    if (!invoice.data) return;
    setDownloading(true);
    try {
      await downloadFile(invoiceFilePath(id, file), {}, `${invoice.data.code}.${file}`);
    } catch {
      notify.error(t(file === 'pdf' ? 'invoice.pdfFailed' : 'invoice.xmlFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section data-testid="invoice-page" style={{ display: 'grid', gap: 16 }}>
      <style>{PRINT_CSS}</style>
      <Link
        href="/b2b/invoices"
        onClick={(event) => {
          event.preventDefault();
          navigate('/b2b/invoices');
        }}
      >
        {t('invoice.back')}
      </Link>
      <PageHeader
        title={invoice.data ? `${pageTitle(invoice.data)} ${invoice.data.code}` : t('pages.invoice')}
        actions={
          invoice.data && can('invoicePrint') && clearanceAllowsDownload(invoice.data.clearance.status) ? (
            <>
              <Button icon={<PrintRegular />} onClick={() => window.print()}>
                {t('invoice.print')}
              </Button>
              <Button icon={<ArrowDownloadRegular />} disabled={downloading} onClick={() => void download('pdf')}>
                {t('invoice.pdf')}
              </Button>
              {/* Phase-1 invoices (before the seller sequence) have no XML (the API answers 409). */}
              {invoice.data.chain ? (
                <Button icon={<ArrowDownloadRegular />} disabled={downloading} onClick={() => void download('xml')}>
                  {t('invoice.xml')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {invoice.isPending && invoice.fetchStatus !== 'idle' ? <Spinner /> : null}
      {invoice.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {isApiError(invoice.error) && invoice.error.kind === 'not-found'
              ? t('invoice.notFound')
              : t('common.loadFailed')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {invoice.data ? <ClearanceNotice clearance={invoice.data.clearance} /> : null}
      {invoice.data ? <InvoiceDocument invoice={invoice.data} /> : null}
    </section>
  );
}
