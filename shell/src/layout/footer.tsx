import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { BarMode } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '16px',
    justifyContent: 'space-between',
    padding: '12px 24px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    background: tokens.colorNeutralBackground1,
  },
  sticky: { position: 'sticky', bottom: 0, zIndex: 5 },
  links: { display: 'flex', gap: '16px' },
});

/** Footer with the spec's sticky / static / hidden modes. */
export function Footer({ mode }: { mode: BarMode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (mode === 'hidden') return null;
  return (
    <footer className={mergeClasses(styles.footer, mode === 'sticky' && styles.sticky)} data-testid="footer">
      <Text size={200}>{t('shell:footer.rights', { year: new Date().getFullYear(), app: t('app.name') })}</Text>
      <span className={styles.links}>
        <AppLink to="/help-center">{t('shell:footer.help')}</AppLink>
        <AppLink to="/pages/pricing">{t('shell:footer.pricing')}</AppLink>
      </span>
    </footer>
  );
}
