import { makeStyles, Text, Title2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px', marginBottom: '20px' },
  titles: { flex: 1, minWidth: '200px', display: 'grid', gap: '4px' },
  // A button's label stays on one line on a phone: the buttons wrap as wholes instead.
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', '& > *': { whiteSpace: 'nowrap' } },
});

/**
 * The top of every page: its title (the page's one h1, also the browser tab's title in the current language),
 * an optional line under it and the page actions.
 */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <Title2 as="h1">{title}</Title2>
        {subtitle ? <Text>{subtitle}</Text> : null}
      </div>
      {/* data-page-actions: the page's main buttons, which the shell's toasts keep clear of (issue 28.5). */}
      {actions ? (
        <div className={styles.actions} data-page-actions="">
          {actions}
        </div>
      ) : null}
    </header>
  );
}
