import { Link, Switch } from '@fluentui/react-components';
import { isApiError, notify, useAppAbility } from '@portal/shared';
import { type CompanyPackage, MONEY_RULES } from '@portal/shared/contract';
import { type Fact, FactList } from '../../common/fact-list';
import { PaymentStatusBadge } from '../../common/package-badges';
import { useOpen } from '../../common/package-links';
import { usePackageRule } from '../../common/package-rules';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useUpdateCreditLineStatus } from '../package-queries';

/** Price, VAT, total, down payment, paid/due, credit line (cost, status switch) and the invoices. */
export function PackageMoney({ pkg }: { pkg: CompanyPackage }) {
  const { t } = useOrdersTranslation();
  const format = useQuotationFormat();
  const can = usePackageRule();
  const ability = useAppAbility();
  const open = useOpen();
  const creditStatus = useUpdateCreditLineStatus();
  const canReadInvoices = ability.can(MONEY_RULES.invoicesRead.action, MONEY_RULES.invoicesRead.subject);
  const money = (halalas: number) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(halalas)}</span>;

  const creditLine = pkg.credit_line_status ? (
    can('creditLineStatus') ? (
      <Switch
        checked={pkg.credit_line_status === 'active'}
        disabled={creditStatus.isPending}
        label={t(`packages.creditLineStatus.${pkg.credit_line_status}`)}
        aria-label={t('packages.detail.creditLineToggle')}
        onChange={(_e, data) =>
          creditStatus.mutate(
            { package_id: pkg.id, status: data.checked ? 'active' : 'inactive' },
            {
              onSuccess: () => notify.success(t('packages.detail.creditLineUpdated')),
              // A 422 is not toasted by the client (forms show it by their fields): this switch has none.
              onError: (error) => {
                if (isApiError(error) && error.kind === 'validation') notify.error(error.message);
              },
            },
          )
        }
      />
    ) : (
      t(`packages.creditLineStatus.${pkg.credit_line_status}`)
    )
  ) : pkg.credit_line_allowed ? (
    format.percent(pkg.credit_cost_bp)
  ) : (
    t('packages.detail.creditLineNotAllowed')
  );

  const facts: Fact[] = [
    { key: 'price', label: t('packages.detail.price'), value: money(pkg.price) },
    { key: 'vat', label: t('packages.detail.vat'), value: money(pkg.vat) },
    { key: 'total', label: t('packages.detail.total'), value: money(pkg.total_price) },
    ...(pkg.down_payment > 0
      ? [{ key: 'down', label: t('packages.detail.downPayment'), value: money(pkg.down_payment) }]
      : []),
    { key: 'paid', label: t('packages.detail.paid'), value: money(pkg.amount_paid) },
    { key: 'due', label: t('packages.detail.due'), value: money(pkg.amount_due) },
    { key: 'method', label: t('packages.detail.method'), value: t(`packages.method.${pkg.payment_method}`) },
    {
      key: 'paymentStatus',
      label: t('packages.detail.paymentStatus'),
      value: <PaymentStatusBadge status={pkg.payment_status} />,
    },
    { key: 'creditLine', label: t('packages.detail.creditLine'), value: creditLine },
    ...(pkg.credit_cost > 0
      ? [{ key: 'creditCost', label: t('packages.detail.creditCost'), value: money(pkg.credit_cost) }]
      : []),
    ...(canReadInvoices && pkg.invoice_ids.length > 0
      ? [
          {
            key: 'invoices',
            label: t('packages.detail.invoices'),
            value: (
              <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
                {pkg.invoice_ids.map((id, index) => {
                  const path = `/b2b/invoices/${encodeURIComponent(id)}`;
                  return (
                    <Link key={id} href={path} onClick={open(path)}>
                      {t('packages.detail.invoice', { n: index + 1 })}
                    </Link>
                  );
                })}
              </span>
            ),
          },
        ]
      : []),
  ];
  return <FactList title={t('packages.detail.money')} facts={facts} testId="package-money" />;
}
