import { Caption1, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { padding: '20px', display: 'grid', gap: '6px' },
  value: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: 1.2 },
});

export function StatCard({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  testId: string;
}) {
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={testId}>
      <Text weight="semibold">{label}</Text>
      <span className={styles.value}>{value}</span>
      {note ? <Caption1>{note}</Caption1> : null}
    </Card>
  );
}
