import { Button, makeStyles, Text, Title1 } from '@fluentui/react-components';
import { useDocumentTitle } from '@portal/shared/core';
import { useNavigate } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  page: { minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', padding: '24px' },
  stack: { display: 'grid', gap: '12px', justifyItems: 'center' },
  code: { fontSize: '64px', fontWeight: 700, opacity: 0.25 },
});

type Props = { code: string; titleKey: string; bodyKey: string; testId: string };

// Error pages of spec §2: 404 (also under /pages/misc), 401 (not authorized), 500, under maintenance.

function ErrorPage({ code, titleKey, bodyKey, testId }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The tab names this page, not the one opened before it (a guard renders this page in place of the route's).
  useDocumentTitle(t(titleKey));
  return (
    <section className={styles.page} data-testid={testId}>
      <div className={styles.stack}>
        <span className={styles.code} aria-hidden="true">
          {code}
        </span>
        <Title1 as="h1">{t(titleKey)}</Title1>
        <Text>{t(bodyKey)}</Text>
        <Button appearance="primary" onClick={() => navigate('/')}>
          {t('errors.backHome')}
        </Button>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage code="404" titleKey="errors.notFoundTitle" bodyKey="errors.notFoundBody" testId="not-found" />;
}

export function NotAuthorizedPage() {
  return (
    <ErrorPage
      code="401"
      titleKey="errors.notAuthorizedTitle"
      bodyKey="errors.notAuthorizedBody"
      testId="not-authorized"
    />
  );
}

export function ServerErrorPage() {
  return (
    <ErrorPage
      code="500"
      titleKey="shell:pages.serverError"
      bodyKey="shell:pages.serverErrorBody"
      testId="server-error"
    />
  );
}

export function UnderMaintenancePage() {
  return (
    <ErrorPage
      code="503"
      titleKey="shell:pages.underMaintenance"
      bodyKey="shell:pages.underMaintenanceBody"
      testId="under-maintenance"
    />
  );
}
