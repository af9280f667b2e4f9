import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './use-document-title';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gap: '8px',
    padding: '48px 24px',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusXLarge,
    background: tokens.colorNeutralBackground1,
  },
});

/** Honest placeholder for a page whose feature has not landed yet (spec: coming-soon page). */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <section className={styles.panel} data-testid="coming-soon">
      <Title2 as="h1">{title}</Title2>
      <Text weight="semibold">{t('misc.comingSoonTitle')}</Text>
      <Text>{t('misc.comingSoonBody')}</Text>
    </section>
  );
}
