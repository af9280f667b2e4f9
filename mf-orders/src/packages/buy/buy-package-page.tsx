import { MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { EmptyState, PageHeader } from '@portal/shared';
import type { PublishedPackage, Quotation } from '@portal/shared/contract';
import { useSearchParams } from '@portal/shared/router';
import { useState } from 'react';
import { CARD_STYLE } from '../../common/card-style';
import { usePackageRule } from '../../common/package-rules';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useQuotation } from '../../quotations';
import { usePublishedPackages } from '../package-queries';
import type { BuyOffer } from './buy-amounts';
import { BuyForm } from './buy-form';
import { PublishedPackageCards } from './published-package-cards';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px', gridTemplateColumns: 'minmax(0, 1fr)' },
  box: {
    ...CARD_STYLE,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** An approved quotation is bought as it was priced: its branches, no down payment, no credit line (ADR 0009). */
const quotationOffer = (quotation: Quotation): BuyOffer => ({
  price: quotation.price.taxable,
  down_payment: 0,
  credit_line_allowed: false,
  credit_cost_bp: 0,
  allowed_location_count: quotation.branches.length,
});

/** /b2b/packages/buy (insert b2b_packages): a published package, or ?quotation=<reference> from "Buy as package". */
export function BuyPackagePage() {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const [params] = useSearchParams();
  const quotationReference = params.get('quotation');
  return (
    <section className={styles.page} data-testid="buy-package-page">
      <PageHeader
        title={t('packages.pages.buy')}
        subtitle={
          quotationReference
            ? t('packages.buy.fromQuotation', { reference: quotationReference })
            : t('packages.buy.subtitle')
        }
      />
      {quotationReference ? <BuyQuotation reference={quotationReference} /> : <BuyPublished />}
    </section>
  );
}

function BuyPublished() {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const published = usePublishedPackages();
  const [chosen, setChosen] = useState<PublishedPackage | null>(null);
  if (published.isError)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('packages.buy.loadFailed')}</MessageBarBody>
      </MessageBar>
    );
  if (!published.data) return <Spinner />;
  const items = published.data.items.filter((pkg) => pkg.status === 'published');
  if (items.length === 0) return <EmptyState title={t('packages.buy.noPublished')} />;
  return (
    <>
      <PublishedPackageCards packages={items} chosenId={chosen?.id ?? null} onChoose={setChosen} />
      {chosen ? (
        <div className={styles.box}>
          <BuyForm
            key={chosen.id}
            offer={chosen}
            from={{ source: 'published', published_package_id: chosen.id }}
            initialBranches={[]}
          />
        </div>
      ) : null}
    </>
  );
}

function BuyQuotation({ reference }: { reference: string }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const can = usePackageRule();
  const format = useQuotationFormat();
  const quotation = useQuotation(reference, can('quotationsRead'));
  if (quotation.isPending && quotation.fetchStatus !== 'idle') return <Spinner />;
  const data = quotation.data;
  if (data?.status !== 'approved' || data.package_reference)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('packages.buy.quotationMissing')}</MessageBarBody>
      </MessageBar>
    );
  return (
    <div className={styles.box}>
      <Text weight="semibold" size={400}>
        {t('packages.buy.total')}: {format.money(data.price.total)}
      </Text>
      <BuyForm
        offer={quotationOffer(data)}
        from={{ source: 'quotation', quotation_reference: data.reference }}
        initialBranches={data.branches.map((branch) => ({ id: branch.id, name: branch.name }))}
      />
    </div>
  );
}
