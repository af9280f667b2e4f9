import { MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  PageHeader,
  Reference,
  SearchPicker,
  SimpleTable,
  type SimpleTableColumn,
  useLocalizedName,
} from '@portal/shared';
import type { Quotation } from '@portal/shared/contract';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { useServiceIndex } from '../../catalog/catalog-queries';
import { BackLink } from '../../common/detail-page';
import { usePackageRule } from '../../common/package-rules';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useQuotationFacts } from '../quotation-facts';
import { quotationSearchQuery, useQuotation } from '../quotation-queries';
import { QuotationStatusBadge } from '../quotation-status-badge';
import { type CompareRow, compareRows } from './compare-rows';

const useStyles = makeStyles({
  pickers: { display: 'flex', flexWrap: 'wrap', gap: '12px', marginBottom: '16px' },
  picker: { minWidth: '240px', flex: 1 },
  scroll: { overflowX: 'auto', background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  differs: { fontWeight: tokens.fontWeightSemibold, background: tokens.colorPaletteYellowBackground1 },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/** /b2b/packages/quotations/compare?a=&b= (read b2b_packages): two quotations side by side, differences marked. */
export function QuotationComparePage() {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const _navigate = useNavigate();
  const can = usePackageRule();
  const allowed = can('quotationsRead');
  const format = useQuotationFormat();
  const facts = useQuotationFacts();
  const local = useLocalizedName();
  const catalog = useServiceIndex();
  const [params, setParams] = useSearchParams();
  const refA = params.get('a') ?? '';
  const refB = params.get('b') ?? '';
  const a = useQuotation(refA, allowed && refA !== '');
  const b = useQuotation(refB, allowed && refB !== '');
  const choose = (key: 'a' | 'b', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const serviceName = (id: string) => {
    const named = [a.data, b.data].flatMap((q) => q?.services ?? []).find((service) => service.id === id);
    return local(named?.name ?? catalog.get(id)?.name);
  };
  const rows =
    a.data && b.data
      ? compareRows(a.data, b.data, {
          facts,
          serviceName,
          subtotal: t('quotations.price.subtotal'),
          discount: t('quotations.compare.discount'),
          vat: t('quotations.price.vat', { percent: format.percent(a.data.price.vat_bp) }),
          total: t('quotations.price.total'),
        })
      : [];
  const money = (value: number | null) => (value === null ? '—' : format.money(value));
  const differs = (row: CompareRow) => row.a !== row.b;
  /** A value of one side: amounts on one line with aligned digits. */
  const side = (row: CompareRow, value: CompareRow['a']) =>
    row.kind === 'money' ? <span className={styles.amount}>{money(value as number | null)}</span> : value;
  const difference = (row: CompareRow) =>
    !differs(row)
      ? '—'
      : row.kind === 'money'
        ? side(row, (row.b ?? 0) - (row.a ?? 0))
        : t('quotations.compare.changed');
  const heading = (quotation: Quotation) => (
    <>
      <Reference>{quotation.reference}</Reference> <QuotationStatusBadge status={quotation.status} />
    </>
  );
  const columns = (first: Quotation, second: Quotation): SimpleTableColumn<CompareRow>[] => [
    { key: 'item', header: t('quotations.compare.item'), cell: (row) => row.label },
    { key: 'a', header: heading(first), cell: (row) => side(row, row.a) },
    { key: 'b', header: heading(second), cell: (row) => side(row, row.b) },
    { key: 'difference', header: t('quotations.compare.difference'), cell: difference },
  ];

  // Search-as-you-type over the company's quotations, newest first (issue 25.6: it loaded 100 and never offered
  // the 101st); the reference in the URL is the value, also when it is not among the first matches.
  const picker = (key: 'a' | 'b', label: string, value: string) => (
    <div className={styles.picker}>
      <SearchPicker
        label={label}
        placeholder={t('quotations.compare.pick')}
        testId={`compare-${key}`}
        search={quotationSearchQuery}
        enabled={allowed}
        itemKey={(quotation) => quotation.reference}
        itemLabel={(quotation) => `${quotation.reference} · ${format.money(quotation.price.total)}`}
        value={value || null}
        valueLabel={value}
        onChange={(quotation) => choose(key, quotation?.reference ?? '')}
      />
    </div>
  );

  return (
    <section data-testid="quotation-compare-page">
      <BackLink to="/b2b/packages/quotations">{t('quotations.document.back')}</BackLink>
      <PageHeader title={t('quotations.compare.title')} subtitle={t('quotations.compare.hint')} />
      {!allowed ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('quotations.document.noAccess')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <div className={styles.pickers}>
            {picker('a', t('quotations.compare.first'), refA)}
            {picker('b', t('quotations.compare.second'), refB)}
          </div>
          {a.isFetching || b.isFetching ? <Spinner /> : null}
          {a.isError || b.isError ? (
            <MessageBar intent="error">
              <MessageBarBody>{t('quotations.document.loadFailed')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {a.data && b.data ? (
            <div className={styles.scroll}>
              <SimpleTable
                label={t('quotations.compare.title')}
                testId="quotation-compare"
                rows={rows}
                rowKey={(row) => row.key}
                rowAttributes={(row) => ({
                  className: differs(row) ? styles.differs : undefined,
                  'data-differs': differs(row),
                })}
                columns={columns(a.data, b.data)}
              />
            </div>
          ) : (
            <Text>{t('quotations.compare.choose')}</Text>
          )}
        </>
      )}
    </section>
  );
}
