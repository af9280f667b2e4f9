import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  box: {
    display: 'grid',
    justifyItems: 'center',
    gap: '8px',
    padding: '40px 16px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
});

export function EmptyState({ title, body, action }: { title: string; body?: ReactNode; action?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.box} data-testid="empty-state">
      <Text weight="semibold" size={400}>
        {title}
      </Text>
      {body ? <Text>{body}</Text> : null}
      {action}
    </div>
  );
}
