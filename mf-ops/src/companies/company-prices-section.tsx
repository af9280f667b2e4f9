import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { formatDate, localizedName, useAppAbility, useConfirmedDelete, useCurrentLanguage } from '@portal/shared';
import type { OpsCompanyPrice } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { useQueueText } from '../queue/use-queue-text';
import { CompanyPriceDialog } from './company-price-dialog';
import { companyPricesQuery, useRemoveCompanyPrice } from './company-price-queries';
import { Section } from './company-sections';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  row: {
    display: 'flex',
    gap: '8px',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground2 },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground2 },
});

function PriceText({ price }: { price: OpsCompanyPrice }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const validity = [
    price.valid_from ? t('prices.from', { date: formatDate(price.valid_from, language) }) : null,
    price.valid_to ? t('prices.until', { date: formatDate(price.valid_to, language) }) : null,
  ].filter(Boolean);
  return (
    <span>
      <Text weight="semibold">{localizedName(price.name, language)}</Text>{' '}
      <span className={styles.muted}>· {t(`prices.kinds.${price.kind}`)}</span>
      <br />
      <span className={styles.struck}>{text.sar(price.list_price)}</span> <span>{text.sar(price.unit_price)}</span>
      {price.hourly_price !== null && price.list_hourly_price !== null ? (
        <>
          {' · '}
          {t('prices.hourly')} <span className={styles.struck}>{text.sar(price.list_hourly_price)}</span>{' '}
          <span>{text.sar(price.hourly_price)}</span>
        </>
      ) : null}
      {validity.length > 0 ? <span className={styles.muted}> · {validity.join(' · ')}</span> : null}
    </span>
  );
}

/**
 * The "Prices" section of /ops/companies/:id (ADR 0071): the company's negotiated prices; with update
 * ops_companies, set (or replace) the price of a service or product and remove one. The company sees and pays them
 * from its next price (quotation, order, draft), each request at the prices in force that day.
 */
export function CompanyPricesSection({ companyId }: { companyId: string }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const ability = useAppAbility();
  const mayChange = ability.can(OPS_CONSOLE_RULES.companiesDecide.action, OPS_CONSOLE_RULES.companiesDecide.subject);
  const prices = useQuery(companyPricesQuery(companyId));
  const remove = useRemoveCompanyPrice(companyId);
  const confirmedDelete = useConfirmedDelete();
  const [setting, setSetting] = useState(false);
  return (
    <Section title={t('prices.title')} testId="company-prices">
      {!prices.data ? (
        <Text className={styles.muted}>{prices.isError ? t('prices.loadFailed') : '…'}</Text>
      ) : prices.data.length === 0 ? (
        <Text className={styles.muted}>{t('prices.none')}</Text>
      ) : (
        <ul className={styles.list}>
          {prices.data.map((price) => (
            <li key={price.id} className={styles.row} data-testid="company-price">
              <PriceText price={price} />
              {mayChange ? (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('prices.remove')}
                  title={t('prices.remove')}
                  disabled={remove.isPending}
                  onClick={() => void confirmedDelete(() => remove.mutateAsync(price.id))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayChange ? (
        <div>
          <Button icon={<AddRegular />} onClick={() => setSetting(true)} data-testid="set-company-price">
            {t('prices.set')}
          </Button>
        </div>
      ) : null}
      {setting ? <CompanyPriceDialog companyId={companyId} onClose={() => setSetting(false)} /> : null}
    </Section>
  );
}
