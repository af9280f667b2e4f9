import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatMoney, useCurrentLanguage, useLocalizedName } from '@portal/shared';
import type { OrderProposal } from '@portal/shared/contract';
import { useFieldTranslation } from '../i18n/use-field-translation';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '8px', margin: 0, padding: 0, listStyle: 'none' },
  item: {
    display: 'grid',
    gap: '4px',
    padding: '10px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', gap: '8px', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' },
  services: { margin: 0, paddingInlineStart: '20px' },
});

const COLOR = { submitted: 'warning', approved: 'success', rejected: 'danger' } as const;

/** What the technician proposed and the company's answer (approved, rejected, or still waiting). */
export function ProposalList({ proposals }: { proposals: readonly OrderProposal[] }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const language = useCurrentLanguage();
  const name = useLocalizedName();
  if (proposals.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('proposals.sent')}>
      {proposals.map((proposal) => {
        const difference = proposal.total_difference;
        const amount = formatMoney(Math.abs(difference), language);
        return (
          <li key={proposal.id} className={styles.item} data-testid="field-proposal" data-status={proposal.status}>
            <div className={styles.head}>
              <Text weight="semibold">{t(`proposals.kind.${proposal.kind}`)}</Text>
              <Badge appearance="tint" color={COLOR[proposal.status]}>
                {t(`proposals.status.${proposal.status}`)}
              </Badge>
            </div>
            {proposal.services.length > 0 ? (
              <ul className={styles.services}>
                {proposal.services.map((line) => (
                  <li key={line.service_id}>
                    {name(line.name)} {t('visit.quantity', { quantity: line.quantity })}
                  </li>
                ))}
              </ul>
            ) : null}
            {difference !== 0 ? (
              <Text>{t(difference > 0 ? 'proposals.more' : 'proposals.less', { amount })}</Text>
            ) : null}
            {proposal.note ? <Text>{proposal.note}</Text> : null}
          </li>
        );
      })}
    </ul>
  );
}
