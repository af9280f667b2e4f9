import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { CARD_STYLE } from './card-style';

const useStyles = makeStyles({
  card: {
    ...CARD_STYLE,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
    columnGap: '16px',
    rowGap: '8px',
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

export type Fact = { key: string; label: string; value: ReactNode };

/**
 * A titled card of label/value rows (a definition list: read in order by screen readers, wraps at 390 px), then
 * `children` (a card's actions).
 */
export function FactList({
  title,
  facts,
  testId,
  children,
}: {
  title: string;
  facts: Fact[];
  testId?: string;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.card} data-testid={testId}>
      <Text as="h2" size={500} weight="semibold">
        {title}
      </Text>
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.key} style={{ display: 'contents' }} data-fact={fact.key}>
            <dt className={styles.term}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
