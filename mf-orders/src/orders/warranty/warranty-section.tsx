import { Button, Link, Text } from '@fluentui/react-components';
import { type OrderDetails, WARRANTY_DAYS } from '@portal/shared/contract';
import { lazy, Suspense, useState } from 'react';
import { type Fact, FactList } from '../../common/fact-list';
import { useOpen } from '../../common/package-links';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';
import { orderPath } from '../order-links';
import { useOrderRule } from '../order-rules';
import { OrderStatusBadge } from '../order-status-badge';

// The order page's warranty card (ADR 0069): on a warranty order, the order it is the warranty of; on an original,
// its warranty orders, the period, and "Request warranty visit" when the role may create orders and the API's
// verdict (warranty.refusal, the contract's rule at the server's clock) is that it may be opened now.

// The form (react-hook-form, the slot picker) is fetched when opened, not with the order page (issue 29.2).
const WarrantyDialog = lazy(() => import('./warranty-dialog').then((m) => ({ default: m.WarrantyDialog })));

export function WarrantySection({ details }: { details: OrderDetails }) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const can = useOrderRule();
  const open = useOpen();
  const [asking, setAsking] = useState(false);
  const { order, warranty } = details;
  const mayOpen = can('warrantyOpen') && warranty.refusal === null;
  if (!warranty.of && warranty.orders.length === 0 && !mayOpen) return null;

  const link = (reference: string) => (
    <Link href={orderPath(reference)} onClick={open(orderPath(reference))}>
      <span dir="ltr">{reference}</span>
    </Link>
  );
  const facts: Fact[] = [];
  if (warranty.of) facts.push({ key: 'of', label: t('order.warranty.of'), value: link(warranty.of.reference) });
  if (warranty.ends_at && order.type !== 'warranty') {
    facts.push({ key: 'ends', label: t('order.warranty.until'), value: text.day(warranty.ends_at.slice(0, 10)) });
  }
  for (const visit of warranty.orders) {
    facts.push({
      key: visit.reference,
      label: t('order.warranty.visit'),
      value: (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          {link(visit.reference)}
          <OrderStatusBadge status={visit.status} />
          <span>{text.day(visit.date)}</span>
        </span>
      ),
    });
  }
  return (
    <div style={{ display: 'grid', gap: 8 }} data-testid="order-warranty">
      {facts.length > 0 ? <FactList title={t('order.warranty.title')} facts={facts} /> : null}
      {mayOpen ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Button appearance="secondary" onClick={() => setAsking(true)}>
            {t('order.warranty.request')}
          </Button>
          <Text size={200}>{t('order.warranty.free', { days: WARRANTY_DAYS })}</Text>
        </div>
      ) : null}
      <Suspense fallback={null}>
        {asking ? <WarrantyDialog order={order} onClose={() => setAsking(false)} /> : null}
      </Suspense>
    </div>
  );
}
