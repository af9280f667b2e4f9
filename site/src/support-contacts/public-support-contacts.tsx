import { Card, makeStyles, Subtitle2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { usePublicTranslation } from '../i18n/use-public-translation';
import { SupportContactLines } from './support-contact-lines';
import { supportContactsQuery } from './support-contacts-query';

const useStyles = makeStyles({ card: { display: 'grid', gap: '12px', padding: '16px', maxWidth: '480px' } });

/** The support desk on the public help pages; nothing while ops have not set it (the page's own text remains). */
export function PublicSupportContacts() {
  const styles = useStyles();
  const { t } = usePublicTranslation();
  const { data } = useQuery(supportContactsQuery());
  if (!data) return null;
  return (
    <Card className={styles.card} data-testid="public-support-contacts">
      <Subtitle2 as="h2">{t('support.title')}</Subtitle2>
      <SupportContactLines
        contacts={data}
        labels={{
          phone: t('support.phone'),
          whatsapp: t('support.whatsapp'),
          email: t('support.email'),
          hours: t('support.hours'),
        }}
      />
    </Card>
  );
}
