import { makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { formatNumber, Reference, useLocalizedName } from '@portal/shared';
import {
  type InvoiceDetail,
  type InvoiceLine,
  isStandardInvoice,
  nationalAddressLine,
  sellerAddressLine,
} from '@portal/shared/contract';
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { MoneyCard } from '../money/money-card';
import { RowsTable } from '../money/rows-table';
import { StatusBadge } from '../money/status-badge';
import { useDateTime, useLanguage, useMoney } from '../money/use-money';
import { Bilingual } from './bilingual';
import type { InvoiceLabel } from './invoice-labels';
import { InvoiceLink } from './invoice-link';

const InvoiceQr = lazy(() => import('./invoice-qr'));

const useStyles = makeStyles({
  sheet: {
    display: 'grid',
    gap: '24px',
    padding: '24px',
    background: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 599px)': { padding: '12px' },
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: '16px', justifyContent: 'space-between', alignItems: 'start' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  facts: { display: 'grid', gap: '4px', margin: 0 },
  fact: { display: 'flex', flexWrap: 'wrap', gap: '4px 12px', margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  parties: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))' },
  party: {
    display: 'grid',
    gap: '4px',
    padding: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  address: { display: 'grid', gap: '2px', fontStyle: 'normal', color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto' },
  number: { whiteSpace: 'nowrap' },
  bottom: {
    display: 'flex',
    flexWrap: 'wrap-reverse',
    gap: '24px',
    justifyContent: 'space-between',
    alignItems: 'end',
  },
  totals: { display: 'grid', gap: '6px', minWidth: 'min(320px, 100%)', margin: 0 },
  totalRow: { display: 'flex', justifyContent: 'space-between', gap: '16px', margin: 0 },
  grand: {
    fontWeight: tokens.fontWeightSemibold,
    borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
    paddingTop: '6px',
  },
});

function Fact({ label, children }: { label: InvoiceLabel; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>
        <Bilingual label={label} />
      </dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

/** "إشعار دائن / Credit Note" for a credit note; a standard or a simplified tax invoice otherwise. */
function documentTitle(invoice: InvoiceDetail): InvoiceLabel {
  if (invoice.document_type === 'credit_note') return 'creditNoteTitle';
  return isStandardInvoice(invoice) ? 'title' : 'simplifiedTitle';
}

/** The credit notes issued against an invoice, each linked (nothing when it has none). */
function CreditNotesOf({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const money = useMoney();
  if (invoice.credit_notes.length === 0) return null;
  return (
    <section className={styles.facts} data-testid="invoice-credit-notes">
      <Text weight="semibold">{t('invoice.creditNotes')}</Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {invoice.credit_notes.map((note) => (
          <li key={note.id}>
            <InvoiceLink id={note.id} code={note.code} />{' '}
            <span className={styles.number} data-amount={note.total}>
              {money(note.total)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The invoice itself: what is printed, what the PDF shows, bilingual as Saudi tax invoices are. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const money = useMoney();
  const dateTime = useDateTime();
  const language = useLanguage();
  const amount = (halalas: number) => (
    <span className={styles.number} data-amount={halalas}>
      {money(halalas)}
    </span>
  );
  const localName = useLocalizedName();
  const description = (line: InvoiceLine) => (
    <>
      <div lang="ar" dir="rtl">
        {line.description.ar}
      </div>
      <div lang="en" dir="ltr">
        {line.description.en}
      </div>
    </>
  );
  // At 390 px a line is a card: its description, then quantity, unit price, amount and VAT as labelled lines.
  const lineCard = (line: InvoiceLine) => (
    <MoneyCard
      title={description(line)}
      facts={[
        { key: 'quantity', label: <Bilingual label="quantity" />, value: formatNumber(line.quantity, language) },
        { key: 'unitPrice', label: <Bilingual label="unitPrice" />, value: amount(line.unit_price) },
        { key: 'amount', label: <Bilingual label="amount" />, value: amount(line.amount) },
        { key: 'vat', label: <Bilingual label="vat" />, value: amount(line.vat) },
      ]}
    />
  );
  const totals: [InvoiceLabel, number][] = [
    ['subtotal', invoice.subtotal],
    ['discount', invoice.discount],
    ['vatTotal', invoice.vat],
  ];

  return (
    <article className={styles.sheet} data-invoice-print data-testid="invoice-document">
      <header className={styles.head}>
        <h2 className={styles.title}>
          <Bilingual label={documentTitle(invoice)} />
        </h2>
        <dl className={styles.facts}>
          <Fact label={invoice.credits ? 'creditNoteNumber' : 'number'}>
            <span data-testid="invoice-code">
              <Reference>{invoice.code}</Reference>
            </span>
          </Fact>
          <Fact label="issuedAt">
            <time dateTime={invoice.issued_at} data-testid="invoice-issued-at">
              {dateTime(invoice.issued_at)}
            </time>
          </Fact>
          <Fact label="status">
            <StatusBadge set="paymentStatus" value={invoice.status} />
          </Fact>
          {/* A credit note names the invoice it credits and why (ADR 0061). */}
          {invoice.credits ? (
            <>
              <Fact label="credits">
                <span data-testid="credited-invoice">
                  <InvoiceLink id={invoice.credits.id} code={invoice.credits.code} />
                </span>
              </Fact>
              <Fact label="creditReason">
                <span dir="auto">{invoice.credits.reason}</span>
              </Fact>
            </>
          ) : null}
        </dl>
      </header>
      <CreditNotesOf invoice={invoice} />

      <div className={styles.parties}>
        <section className={styles.party} data-testid="invoice-seller">
          <Text weight="semibold">
            <Bilingual label="seller" />
          </Text>
          <Text lang="ar" dir="rtl">
            {invoice.seller.name.ar}
          </Text>
          <Text lang="en" dir="ltr">
            {invoice.seller.name.en}
          </Text>
          <dl className={styles.facts}>
            <Fact label="vatNumber">
              <span dir="ltr" data-testid="seller-vat">
                {invoice.seller.vat_number}
              </span>
            </Fact>
            {/* CR and address: on invoices issued since the platform settings hold them (ADR 0034). */}
            {invoice.seller.cr_number ? (
              <Fact label="crNumber">
                <span dir="ltr" data-testid="seller-cr">
                  {invoice.seller.cr_number}
                </span>
              </Fact>
            ) : null}
          </dl>
          {invoice.seller.address ? (
            <address className={styles.address} data-testid="seller-address">
              <span className={styles.term}>
                <Bilingual label="address" />
              </span>
              <Text lang="ar" dir="rtl">
                {sellerAddressLine(invoice.seller.address, 'ar')}
              </Text>
              <Text lang="en" dir="ltr">
                {sellerAddressLine(invoice.seller.address, 'en')}
              </Text>
            </address>
          ) : null}
        </section>
        <section className={styles.party} data-testid="invoice-buyer">
          <Text weight="semibold">
            <Bilingual label="buyer" />
          </Text>
          <Text>{localName(invoice.buyer.name)}</Text>
          <dl className={styles.facts}>
            {invoice.buyer.cr_number ? (
              <Fact label="crNumber">
                <span dir="ltr" data-testid="buyer-cr">
                  {invoice.buyer.cr_number}
                </span>
              </Fact>
            ) : null}
            {invoice.buyer.vat_number ? (
              <Fact label="vatNumber">
                <span dir="ltr" data-testid="buyer-vat">
                  {invoice.buyer.vat_number}
                </span>
              </Fact>
            ) : null}
          </dl>
          {/* The national address as the company typed it (ADR 0055); none on invoices from before it was asked. */}
          {invoice.buyer.address ? (
            <address className={styles.address} data-testid="buyer-address">
              <span className={styles.term}>
                <Bilingual label="address" />
              </span>
              <Text dir="auto">{nationalAddressLine(invoice.buyer.address)}</Text>
            </address>
          ) : null}
        </section>
      </div>

      {/* Wide enough that "الوصف / Description" keeps its column (issue 14.7); cards on a phone (issue 28.1). */}
      <div className={styles.scroll}>
        <RowsTable
          aria-label={t('pages.invoice')}
          size="small"
          minWidth={720}
          rows={invoice.lines}
          card={{ header: <Bilingual label="description" />, render: lineCard }}
          columns={[
            { key: 'description', header: <Bilingual label="description" />, cell: description },
            {
              key: 'quantity',
              header: <Bilingual label="quantity" />,
              cell: (line) => formatNumber(line.quantity, language),
            },
            { key: 'unitPrice', header: <Bilingual label="unitPrice" />, cell: (line) => amount(line.unit_price) },
            { key: 'amount', header: <Bilingual label="amount" />, cell: (line) => amount(line.amount) },
            { key: 'vat', header: <Bilingual label="vat" />, cell: (line) => amount(line.vat) },
          ]}
        />
      </div>

      <div className={styles.bottom}>
        <Suspense fallback={<Spinner size="small" />}>
          <InvoiceQr value={invoice.qr} label={t('invoice.qrLabel')} />
        </Suspense>
        <dl className={styles.totals} data-testid="invoice-totals">
          {totals.map(([label, value]) => (
            <Fragment key={label}>
              <div className={styles.totalRow} data-total={label}>
                <dt>
                  <Bilingual label={label} />
                </dt>
                <dd style={{ margin: 0 }}>{amount(value)}</dd>
              </div>
              {/* The coupon the discount came from, right under it (ADR 0060). */}
              {label === 'discount' && invoice.coupon_code ? (
                <div className={styles.totalRow} data-total="coupon">
                  <dt>
                    <Bilingual label="coupon" />
                  </dt>
                  <dd style={{ margin: 0 }} dir="ltr">
                    {invoice.coupon_code}
                  </dd>
                </div>
              ) : null}
              {/* Or the offer it came from (ADR 0070), in both of the document's languages. */}
              {label === 'discount' && invoice.offer_name ? (
                <div className={styles.totalRow} data-total="offer">
                  <dt>
                    <Bilingual label="offer" />
                  </dt>
                  <dd style={{ margin: 0 }}>
                    <span lang="ar" dir="rtl">
                      {invoice.offer_name.ar}
                    </span>
                    {' · '}
                    <span lang="en" dir="ltr">
                      {invoice.offer_name.en}
                    </span>
                  </dd>
                </div>
              ) : null}
            </Fragment>
          ))}
          <div className={mergeClasses(styles.totalRow, styles.grand)} data-total="total">
            <dt>
              <Bilingual label="total" />
            </dt>
            <dd style={{ margin: 0 }}>{amount(invoice.total)}</dd>
          </div>
          <div className={styles.totalRow} data-total="paid">
            <dt>
              <Bilingual label="paid" />
            </dt>
            <dd style={{ margin: 0 }}>{amount(invoice.paid)}</dd>
          </div>
          <div className={styles.totalRow} data-total="due">
            <dt>
              <Bilingual label="due" />
            </dt>
            <dd style={{ margin: 0 }}>{amount(invoice.due)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
