import { Link as FluentLink, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CallRegular, LocationRegular } from '@fluentui/react-icons';
import { formatMoney, useCurrentLanguage, useLocalizedName } from '@portal/shared';
import type { ProviderVisit } from '@portal/shared/contract';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { mapsUrl } from './maps-link';

const useStyles = makeStyles({
  details: { display: 'grid', gap: '6px', minWidth: 0 },
  line: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  services: { margin: 0, paddingInlineStart: '20px' },
  // Links a thumb can hit: at least 44 px high.
  action: { display: 'inline-flex', alignItems: 'center', gap: '6px', minHeight: '44px' },
  note: { whiteSpace: 'pre-wrap' },
  due: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteDarkOrangeForeground1 },
});

/** What a technician needs to reach a branch and do the job: where, what, the company's notes, who to call. */
export function VisitDetails({ visit, full }: { visit: ProviderVisit; full: boolean }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const language = useCurrentLanguage();
  const name = useLocalizedName();
  const area = name(visit.location.area);
  const maps = mapsUrl(visit.location, area);
  const cashDue = visit.payment_method === 'cash' && visit.total_due > 0;
  return (
    <div className={styles.details}>
      <Text className={styles.muted}>{[visit.location.address, area].filter(Boolean).join(' · ')}</Text>
      <ul className={styles.services} aria-label={t('visit.services')}>
        {visit.services.map((service) => (
          <li key={service.id}>
            {name(service.name)} {t('visit.quantity', { quantity: service.quantity })}
          </li>
        ))}
      </ul>
      {visit.notes ? (
        <Text className={styles.note}>
          <strong>{t('visit.notes')}:</strong> {visit.notes}
        </Text>
      ) : null}
      {full && visit.client_note ? (
        <Text className={styles.note}>
          <strong>{t('visit.clientNote')}:</strong> {visit.client_note}
        </Text>
      ) : null}
      {cashDue ? (
        <Text className={styles.due}>{t('visit.due', { amount: formatMoney(visit.total_due, language) })}</Text>
      ) : null}
      {full ? (
        <div className={styles.line}>
          {maps ? (
            <FluentLink className={styles.action} href={maps} target="_blank" rel="noopener">
              <LocationRegular aria-hidden /> {t('visit.openMaps')}
            </FluentLink>
          ) : null}
          {visit.contact.phone ? (
            <FluentLink className={styles.action} href={`tel:${visit.contact.phone}`}>
              <CallRegular aria-hidden /> {t('visit.call', { name: visit.contact.name })}
            </FluentLink>
          ) : (
            <Text>
              {t('visit.contact')}: {visit.contact.name}
            </Text>
          )}
        </div>
      ) : null}
    </div>
  );
}
