import { MessageBar, MessageBarBody, Spinner, Tab, TabList } from '@fluentui/react-components';
import { PageHeader, useAppAbility } from '@portal/shared';
import { PACKAGE_RULES } from '@portal/shared/contract';
import { useSearchParams } from '@portal/shared/router';
import { useState } from 'react';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOffer } from '../../offers/offer-queries';
import { useOrderRule } from '../order-rules';
import { OrderForm } from './order-form';
import { PackageVisitForm } from './package-visit-form';

type Mode = 'onetime' | 'package';

/**
 * /b2b/orders/add (insert b2b_orders): a one-time order, or a visit of an active package; `?offer=<id>` (the
 * offers page) places the one-time order on that offer (ADR 0070).
 */
export function AddOrderPage() {
  const { t } = useOrdersTranslation();
  const can = useOrderRule();
  const ability = useAppAbility();
  const [mode, setMode] = useState<Mode>('onetime');
  const [search] = useSearchParams();
  const offerId = search.get('offer');
  const offer = useOffer(offerId);
  // The package mode lists the company's packages: it needs their read rule as well.
  const packageMode =
    !offerId &&
    can('packageVisitCreate') &&
    ability.can(PACKAGE_RULES.packagesRead.action, PACKAGE_RULES.packagesRead.subject);
  return (
    <section data-testid="add-order-page" style={{ display: 'grid', gap: 16 }}>
      <PageHeader title={t('pages.addOrder')} subtitle={t('order.add.subtitle')} />
      {!can('orderCreate') ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('order.list.noAccess')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          {packageMode ? (
            <TabList selectedValue={mode} onTabSelect={(_e, data) => setMode(data.value as Mode)}>
              <Tab value="onetime">{t('order.add.modeOnetime')}</Tab>
              <Tab value="package">{t('order.add.modePackage')}</Tab>
            </TabList>
          ) : null}
          {offerId && offer === null ? (
            <MessageBar intent="warning" data-testid="offer-gone">
              <MessageBarBody>{t('offers.gone')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {offer === undefined ? (
            <Spinner />
          ) : mode === 'package' && packageMode ? (
            <PackageVisitForm />
          ) : (
            <OrderForm offer={offer} />
          )}
        </>
      )}
    </section>
  );
}
