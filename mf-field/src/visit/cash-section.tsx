import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatMoney, notify, useCurrentLanguage } from '@portal/shared';
import type { ProviderVisit } from '@portal/shared/contract';
import { useState } from 'react';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { useCollectCash } from '../visits/visit-queries';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '10px' },
  amount: {
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  confirm: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '10px' },
});

/** A cash order's amount due, collected once the work is under way; a second tap confirms (money moves). */
export function CashSection({ visit }: { visit: ProviderVisit }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const language = useCurrentLanguage();
  const collect = useCollectCash(visit.id);
  const [confirming, setConfirming] = useState(false);
  const amount = formatMoney(visit.total_due, language);
  // The machine records cash while the work is in progress (pay_final from in_progress).
  const canCollect = visit.status === 'in_progress';
  return (
    <section className={styles.section} aria-labelledby="field-cash" data-testid="cash-section">
      <h2 id="field-cash">{t('cash.title')}</h2>
      <Text>{t('cash.due')}</Text>
      <Text className={styles.amount}>{amount}</Text>
      {confirming ? (
        <>
          <Text role="alert">{t('cash.confirm', { amount })}</Text>
          <div className={styles.confirm}>
            <Button size="large" onClick={() => setConfirming(false)}>
              {t('cash.cancel')}
            </Button>
            <Button
              size="large"
              appearance="primary"
              disabled={collect.isPending}
              onClick={() =>
                collect.mutate(undefined, {
                  onSuccess: (result) => notify.success(t(result.sent ? 'cash.collected' : 'offline.queued')),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              {t('cash.collect', { amount })}
            </Button>
          </div>
        </>
      ) : (
        <Button size="large" disabled={!canCollect} onClick={() => setConfirming(true)}>
          {t('cash.collect', { amount })}
        </Button>
      )}
    </section>
  );
}
