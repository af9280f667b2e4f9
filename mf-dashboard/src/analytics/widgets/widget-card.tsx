import { Card, CardHeader, makeStyles, mergeClasses, Text } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';

const useStyles = makeStyles({
  card: { padding: '16px', display: 'grid', gap: '12px', alignContent: 'start', minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
});

/** One dashboard widget: a titled card, an optional action (export, note) at the header's end. */
export function WidgetCard({
  title,
  action,
  testId,
  wide,
  children,
}: {
  title: string;
  action?: ReactElement | undefined;
  testId: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, wide && styles.wide)} data-testid={testId}>
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={400}>
            {title}
          </Text>
        }
        action={action}
      />
      {children}
    </Card>
  );
}
