import { Avatar, Badge, Card, makeStyles, Tab, TabList, Text } from '@fluentui/react-components';
import { localizedName, PageHeader, useCurrentLanguage, useSession } from '@portal/shared';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AccessControlPage } from '../access-control/access-control-page';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { roleTitle } from './role-title';

const TABS = ['profile', 'permissions'] as const;

const useStyles = makeStyles({
  card: { display: 'flex', gap: '16px', alignItems: 'center', padding: '20px', maxWidth: '640px' },
  facts: { display: 'grid', gap: '4px' },
});

/** /pages/user-profile/{tab}: who the user is here, and what their role lets them do. */
export function UserProfilePage() {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const { user } = useSession();
  const language = useCurrentLanguage();
  if (!TABS.includes(tab as (typeof TABS)[number])) return <Navigate to="/pages/user-profile/profile" replace />;
  const company = localizedName(user?.companyName, language);

  return (
    <section>
      <PageHeader title={t('pages.userProfile')} />
      <TabList
        selectedValue={tab}
        onTabSelect={(_e, data) => navigate(`/pages/user-profile/${String(data.value)}`)}
        style={{ marginBottom: 24 }}
      >
        <Tab value="profile">{t('account.profileTab')}</Tab>
        <Tab value="permissions">{t('account.permissionsTab')}</Tab>
      </TabList>
      {tab === 'profile' && user ? (
        <Card className={styles.card}>
          <Avatar name={user.fullName} size={72} image={user.avatar ? { src: user.avatar } : undefined} />
          <div className={styles.facts}>
            <Text size={500} weight="semibold">
              {user.fullName}
            </Text>
            <Text dir="ltr">{user.phone}</Text>
            {user.email ? <Text>{user.email}</Text> : null}
            <Text>
              {t('account.company')}: {company}
            </Text>
            <span>
              {t('account.role')}: <Badge appearance="tint">{roleTitle(t, user)}</Badge>
            </span>
          </div>
        </Card>
      ) : null}
      {tab === 'permissions' ? <AccessControlPage embedded /> : null}
    </section>
  );
}
