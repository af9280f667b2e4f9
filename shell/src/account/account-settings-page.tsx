import { Spinner, Tab, TabList } from '@fluentui/react-components';
import { PageHeader } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { notificationPreferencesQuery, profileQuery } from './account-queries';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { ProfileForm } from './profile-form';
import { DevicesSection } from './security/devices-section';
import { PasswordForm } from './security/password-form';

const TABS = ['account', 'security', 'notifications'] as const;
type TabId = (typeof TABS)[number];
const LABELS: Record<TabId, string> = {
  account: 'account.tabAccount',
  security: 'account.tabSecurity',
  notifications: 'account.tabNotifications',
};

/** /pages/account-settings/{tab}: account, security (password, devices), notification preferences. */
export function AccountSettingsPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { tab } = useParams();
  const profile = useQuery(profileQuery());
  const preferences = useQuery({ ...notificationPreferencesQuery(), enabled: tab === 'notifications' });
  if (!TABS.includes(tab as TabId)) return <Navigate to="/pages/account-settings/account" replace />;
  const current = tab as TabId;

  return (
    <section>
      <PageHeader title={t('pages.accountSettings')} />
      <TabList
        selectedValue={current}
        onTabSelect={(_e, data) => navigate(`/pages/account-settings/${String(data.value)}`)}
        style={{ marginBottom: 24 }}
      >
        {TABS.map((id) => (
          <Tab key={id} value={id}>
            {t(LABELS[id])}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={t(LABELS[current])}>
        {!profile.data ? <Spinner /> : null}
        {current === 'account' && profile.data ? <ProfileForm profile={profile.data} /> : null}
        {current === 'security' && profile.data ? (
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 32 }}>
            <PasswordForm hasPassword={profile.data.has_password} />
            <DevicesSection />
          </div>
        ) : null}
        {current === 'notifications' && preferences.data ? (
          <NotificationPreferencesForm initial={preferences.data.preferences} />
        ) : null}
      </div>
    </section>
  );
}
