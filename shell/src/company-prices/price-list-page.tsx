import { MessageBar, MessageBarBody, makeStyles, Spinner, Tab, TabList, Text } from '@fluentui/react-components';
import { localizedName, PageHeader, useCurrentLanguage } from '@portal/shared';
import type { CompanyProduct, CompanyService } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { useQuery } from '@tanstack/react-query';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { PriceCard, type PriceLine } from './price-card';
import { companyProductsQuery, companyServicesQuery } from './price-list-queries';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
    alignItems: 'start',
  },
});

type Kind = 'services' | 'products';
const PATHS: Record<Kind, string> = { services: '/b2b/account/services', products: '/b2b/account/products' };

/** Negotiated rows first, then the catalog's order. */
const negotiatedFirst = <T extends { negotiated: boolean }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => Number(b.negotiated) - Number(a.negotiated));

type PricedRow = CompanyService | CompanyProduct;

/** The rows as price cards, negotiated first; `card` gives what a kind of row shows beside its name and dates. */
function PriceCards<T extends PricedRow>({
  rows,
  card,
}: {
  rows: T[];
  card: (row: T) => { detail?: string; lines: PriceLine[] };
}) {
  const language = useCurrentLanguage();
  return (
    <>
      {negotiatedFirst(rows).map((row) => (
        <li key={row.id}>
          <PriceCard
            name={localizedName(row.name, language)}
            negotiated={row.negotiated}
            validFrom={row.valid_from}
            validTo={row.valid_to}
            {...card(row)}
          />
        </li>
      ))}
    </>
  );
}

/**
 * /b2b/account/services and /products (read ops_companies in its company meaning, ADR 0071): the catalog as the
 * company buys it, with its negotiated prices beside the list prices. Read only: ops set the prices.
 */
function PriceListPage({ kind }: { kind: Kind }) {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const language = useCurrentLanguage();
  const services = useQuery({ ...companyServicesQuery(), enabled: kind === 'services' });
  const products = useQuery({ ...companyProductsQuery(), enabled: kind === 'products' });
  const current = kind === 'services' ? services : products;
  return (
    <section data-testid={`company-${kind}-page`}>
      <PageHeader title={t(`pages.${kind}`)} subtitle={t(`prices.${kind}Subtitle`)} />
      <TabList
        selectedValue={kind}
        onTabSelect={(_e, data) => navigate(PATHS[data.value as Kind])}
        style={{ marginBottom: 16 }}
      >
        <Tab value="services">{t('pages.services')}</Tab>
        <Tab value="products">{t('pages.products')}</Tab>
      </TabList>
      {current.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('prices.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : !current.data ? (
        <Spinner />
      ) : current.data.length === 0 ? (
        <Text>{t('prices.empty')}</Text>
      ) : (
        <ul className={styles.list}>
          {kind === 'services' && services.data ? (
            <PriceCards
              rows={services.data}
              card={(row) => ({
                lines: [
                  { label: t(`prices.per.${row.unit}`), list: row.list_price, price: row.price },
                  { label: t('prices.perHour'), list: row.list_hourly_price, price: row.hourly_price },
                ],
              })}
            />
          ) : null}
          {kind === 'products' && products.data ? (
            <PriceCards
              rows={products.data}
              card={(row) => ({
                detail: t('prices.forService', { name: localizedName(row.service_name, language) }),
                lines: [{ label: t('prices.perPiece'), list: row.list_price, price: row.price }],
              })}
            />
          ) : null}
        </ul>
      )}
    </section>
  );
}

export const CompanyServicesPage = () => <PriceListPage kind="services" />;
export const CompanyProductsPage = () => <PriceListPage kind="products" />;
