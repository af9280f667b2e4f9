import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

// Shared by the portal's guest pages (AuthCard) and the pre-rendered sign-in page, which has its own language
// switch. The card is drawn with Fluent Card's tokens rather than the Card component, whose focus management
// (Tabster) these pages do not use.
const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: '24px',
    boxSizing: 'border-box',
    background: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 60%)`,
  },
  card: {
    width: 'min(420px, 100%)',
    padding: '32px',
    display: 'grid',
    gap: '20px',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  top: { display: 'flex', justifyContent: 'flex-end' },
});

/** The blank-layout frame of the sign-in and registration pages: a centred card, the language switch, a title. */
export function AuthFrame({
  languageSwitch,
  title,
  subtitle,
  children,
}: {
  languageSwitch: ReactNode;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.top}>{languageSwitch}</div>
        <header>
          <Title2 as="h1">{title}</Title2>
          <br />
          <Text>{subtitle}</Text>
        </header>
        {children}
      </div>
    </main>
  );
}
