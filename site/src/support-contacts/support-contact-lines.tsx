import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { SupportContacts } from '@portal/shared/contract';
import { currentLanguage } from '@portal/shared/core';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '8px', margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '4px 12px', margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

export interface SupportContactLabels {
  phone: string;
  whatsapp: string;
  email: string;
  hours: string;
}

/** wa.me takes the international number in digits only. */
const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/**
 * The support desk's phone, WhatsApp, e-mail and hours, each a link that opens the right app. Numbers and addresses
 * are isolated left-to-right inside Arabic text.
 */
export function SupportContactLines({ contacts, labels }: { contacts: SupportContacts; labels: SupportContactLabels }) {
  const styles = useStyles();
  const row = (label: string, value: React.ReactNode, testId: string) => (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className={styles.list}>
      {row(
        labels.phone,
        <Link href={`tel:${contacts.phone}`}>
          <bdi dir="ltr">{contacts.phone}</bdi>
        </Link>,
        'support-phone',
      )}
      {contacts.whatsapp
        ? row(
            labels.whatsapp,
            <Link href={whatsappUrl(contacts.whatsapp)} target="_blank" rel="noreferrer">
              <bdi dir="ltr">{contacts.whatsapp}</bdi>
            </Link>,
            'support-whatsapp',
          )
        : null}
      {row(
        labels.email,
        <Link href={`mailto:${contacts.email}`}>
          <bdi dir="ltr">{contacts.email}</bdi>
        </Link>,
        'support-email',
      )}
      {row(labels.hours, <Text>{contacts.hours[currentLanguage()]}</Text>, 'support-hours')}
    </dl>
  );
}
