import { Card, makeStyles, Spinner, Subtitle2, Text } from '@fluentui/react-components';
import { currentLanguage, formatCurrency, formatPercent, PageHeader } from '@portal/shared';
import { SupportContactLines, supportContactsQuery } from '@portal/site/support-contacts';
import { useQuery } from '@tanstack/react-query';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { AppLink } from '../layout/app-link';
import { generalSettingsQuery, languagesQuery } from './general-settings';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' },
  card: { padding: '20px', display: 'grid', gap: '8px' },
  row: { display: 'flex', justifyContent: 'space-between', gap: '12px' },
});

/**
 * /settings (read Auth): the platform's general settings, its support desk (set by ops), the languages, and links to
 * personal settings.
 */
export function SettingsPage() {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const settings = useQuery(generalSettingsQuery());
  const languages = useQuery(languagesQuery());
  // The support desk of the platform settings (issue 27.7), not the general settings list.
  const support = useQuery(supportContactsQuery());
  const lang = currentLanguage();
  const s = settings.data;
  const row = (label: string, value: string | number | undefined) => (
    <div className={styles.row}>
      <Text>{label}</Text>
      <Text weight="semibold" dir="auto">
        {value ?? '—'}
      </Text>
    </div>
  );
  return (
    <section>
      <PageHeader title={t('pages.settings')} />
      {!s ? <Spinner /> : null}
      <div className={styles.grid}>
        {s ? (
          <Card className={styles.card}>
            <Subtitle2 as="h2">{t('settings.platform')}</Subtitle2>
            {row(t('settings.serviceCity'), s.service_city?.name[lang])}
            {row(t('settings.currency'), s.currency && formatCurrency(s.currency, lang))}
            {row(t('settings.vat'), s.vat_rate === undefined ? undefined : formatPercent(s.vat_rate, lang))}
            {row(t('settings.version'), s.client_version)}
          </Card>
        ) : null}
        <Card className={styles.card} data-testid="support-contacts">
          <Subtitle2 as="h2">{t('settings.support')}</Subtitle2>
          {support.data ? (
            <SupportContactLines
              contacts={support.data}
              labels={{
                phone: t('settings.phone'),
                whatsapp: t('settings.whatsapp'),
                email: t('settings.email'),
                hours: t('settings.hours'),
              }}
            />
          ) : support.isPending ? (
            <Spinner size="tiny" />
          ) : (
            <Text>{t('settings.supportUnavailable')}</Text>
          )}
        </Card>
        <Card className={styles.card}>
          <Subtitle2 as="h2">{t('settings.languages')}</Subtitle2>
          {languages.data?.map((l) => (
            <Text key={l.iso} lang={l.iso}>
              {l.name}
            </Text>
          ))}
        </Card>
        <Card className={styles.card}>
          <Subtitle2 as="h2">{t('settings.personal')}</Subtitle2>
          <AppLink to="/pages/account-settings/account">{t('pages.accountSettings')}</AppLink>
          <AppLink to="/pages/account-settings/notifications">{t('account.tabNotifications')}</AppLink>
          <AppLink to="/pages/user-profile/profile">{t('pages.userProfile')}</AppLink>
        </Card>
      </div>
    </section>
  );
}
