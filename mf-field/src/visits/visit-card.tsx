import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useCurrentLanguage } from '@portal/shared';
import { orderLabel, type ProviderVisit } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { VisitDetails } from './visit-details';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: '6px',
    padding: '14px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: 'inherit',
    textDecoration: 'none',
  },
  head: { display: 'flex', gap: '8px', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
  slot: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

/** One visit in the list: the slot, the status, the branch, and the details; the whole card opens the visit. */
export function VisitCard({ visit }: { visit: ProviderVisit }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const language = useCurrentLanguage();
  return (
    <Link
      className={styles.card}
      to={`/field/visits/${visit.id}`}
      data-testid="visit-card"
      data-reference={visit.reference}
    >
      <div className={styles.head}>
        <Text className={styles.slot} dir="ltr">
          {t('visit.slot', { from: visit.time, to: visit.end_time })}
        </Text>
        <Badge appearance="tint">{orderLabel(language, 'status', visit.status)}</Badge>
      </div>
      <Text weight="semibold" size={400}>
        {visit.branch.name}
      </Text>
      <Text size={200}>{visit.reference}</Text>
      <VisitDetails visit={visit} full={false} />
    </Link>
  );
}
