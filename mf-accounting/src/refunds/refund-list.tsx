import { Badge, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Reference } from '@portal/shared';
import type { WalletRefund } from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { Amount } from '../money/amount';
import { useDateTime } from '../money/use-money';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '8px' },
  row: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '8px', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const COLORS = { pending: 'warning', paid: 'success', rejected: 'danger' } as const;

/** The company's refund requests: amount, where to, status (the bank's reference when paid, ops' reason when rejected). */
export function RefundList({ refunds }: { refunds: WalletRefund[] }) {
  const { t } = useAccountingTranslation();
  const when = useDateTime();
  const styles = useStyles();
  if (refunds.length === 0) return null;
  return (
    <section className={styles.list} data-testid="refund-list">
      <Text as="h2" size={500} weight="semibold">
        {t('refunds.listTitle')}
      </Text>
      {refunds.map((refund) => (
        <Card key={refund.id}>
          <div className={styles.row}>
            <Text weight="semibold">
              <Reference>{refund.reference}</Reference> · <Amount halalas={refund.amount} />
            </Text>
            <Badge appearance="tint" color={COLORS[refund.status]}>
              {t(`refunds.status.${refund.status}`)}
            </Badge>
          </div>
          <Text className={styles.muted}>
            {refund.account_name} ·{' '}
            <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
              {refund.iban}
            </bdi>{' '}
            · {when(refund.created_at)}
          </Text>
          {refund.bank_reference ? (
            <Text data-testid="refund-bank-reference">
              {t('refunds.bankReference', { reference: refund.bank_reference })}
            </Text>
          ) : null}
          {refund.reason ? <Text>{refund.reason}</Text> : null}
        </Card>
      ))}
    </section>
  );
}
