import { Link, RatingDisplay } from '@fluentui/react-components';
import type { Order, OrderOfferView } from '@portal/shared/contract';
import { type Fact, FactList } from '../../common/fact-list';
import { PaymentStatusBadge } from '../../common/package-badges';
import { packagePath, useOpen } from '../../common/package-links';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOfferLine } from '../../offers/offer-label';
import { useReasonName } from '../operations/reason-queries';
import { useOrderText } from '../order-labels';
import { OrderStatusBadge } from '../order-status-badge';

/** What, where, when and who: status, type, branch, visit slot, provider, package, coupon, notes, rating. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const open = useOpen();
  const listedReason = useReasonName(order.status === 'failed' ? 'fail' : 'cancel', order.reason_id);
  const facts: Fact[] = [
    { key: 'status', label: t('order.list.status'), value: <OrderStatusBadge status={order.status} /> },
    { key: 'type', label: t('order.view.type'), value: text.label('type', order.type) },
    { key: 'branch', label: t('order.view.branch'), value: `${order.branch.name} (${order.branch.code})` },
    {
      key: 'visit',
      label: t('order.view.visit'),
      value: t('order.view.visitValue', {
        date: text.day(order.date),
        from: order.time,
        to: order.end_time,
        shift: text.label('shift', order.shift),
      }),
    },
    {
      key: 'provider',
      label: t('order.view.provider'),
      value: order.provider ? order.provider.name : t('order.view.noProvider'),
    },
    { key: 'customer', label: t('order.view.customer'), value: order.customer.name },
  ];
  if (order.package_reference) {
    const path = packagePath(order.package_reference);
    facts.push({
      key: 'package',
      label: t('order.view.package'),
      value: (
        <Link href={path} onClick={open(path)}>
          <span dir="ltr">{order.package_reference}</span>
        </Link>
      ),
    });
  }
  if (order.coupon_code) facts.push({ key: 'coupon', label: t('order.view.coupon'), value: order.coupon_code });
  if (order.notes) facts.push({ key: 'notes', label: t('order.view.notes'), value: order.notes });
  // The listed reason in the interface's language, then the person's words (ADR 0058).
  const why = [listedReason, order.reason].filter(Boolean).join(' — ');
  if (why) facts.push({ key: 'reason', label: t('order.view.reason'), value: why });
  if (order.rating) {
    facts.push({
      key: 'rating',
      label: t('order.view.rating'),
      value: (
        <div style={{ display: 'grid', gap: 4 }} data-testid="order-rating">
          <RatingDisplay
            value={order.rating.stars}
            max={5}
            compact={false}
            aria-label={t('order.view.ratingValue', { stars: order.rating.stars })}
          />
          {order.rating.comment ? <span>{order.rating.comment}</span> : null}
        </div>
      ),
    });
  }
  return <FactList title={t('order.view.summary')} facts={facts} testId="order-facts" />;
}

/**
 * The money of the order in SAR: subtotal, discount (named after the offer of an offer order, ADR 0070), VAT,
 * total, paid, due, and how it is paid.
 */
export function OrderMoney({ order, offer = null }: { order: Order; offer?: OrderOfferView | null }) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const offerLine = useOfferLine();
  const discountLabel = offer ? offerLine(offer) : t('order.view.discount');
  const amount = (key: string, label: string, halalas: number, minus = false): Fact => ({
    key,
    label,
    value: (
      <span style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`order-${key}`}>
        {minus && halalas > 0 ? '−' : ''}
        {text.sar(halalas)}
      </span>
    ),
  });
  const facts: Fact[] = [
    amount('subtotal', t('order.view.subtotal'), order.subtotal),
    amount('discount', discountLabel, order.discount, true),
    amount('vat', t('order.view.vat'), order.vat),
    amount('total', t('order.view.total'), order.total),
    amount('paid', t('order.view.paid'), order.total_paid),
    amount('due', t('order.view.due'), order.total_due),
    {
      key: 'payment_status',
      label: t('order.view.paymentStatus'),
      value: <PaymentStatusBadge status={order.payment_status} />,
    },
    {
      key: 'payment_method',
      label: t('order.view.paymentMethod'),
      value: order.payment_method ? text.money('paymentMethod', order.payment_method) : t('order.view.paidByPackage'),
    },
  ];
  return <FactList title={t('order.view.money')} facts={facts} testId="order-money" />;
}
