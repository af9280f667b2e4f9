import { Card, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../layout/language-switch';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: '24px',
    boxSizing: 'border-box',
    background: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 60%)`,
  },
  card: { width: 'min(420px, 100%)', padding: '32px', display: 'grid', gap: '20px' },
  top: { display: 'flex', justifyContent: 'flex-end' },
});

/** The blank-layout frame of the sign-in and registration pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.top}>
          <LanguageSwitch />
        </div>
        <header>
          <Title2 as="h1">{title}</Title2>
          <br />
          <Text>{subtitle}</Text>
        </header>
        {children}
      </Card>
    </main>
  );
}
