import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { display: 'grid', gap: '6px', paddingBlock: '8px', minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: '4px 8px', alignItems: 'center', justifyContent: 'space-between' },
  title: { fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  facts: { display: 'grid', gap: '4px', margin: 0 },
  // A label and its value on one line when they fit; the value (an amount: nowrap) moves under it when not.
  fact: { display: 'flex', flexWrap: 'wrap', gap: '0 12px', justifyContent: 'space-between', margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
});

export type CardFact = { key: string; label: ReactNode; value: ReactNode };

/**
 * One row of a money list on a 390 px phone (ListPage `card`, RowsTable `card`): what names it and its status on
 * top, its dates and kinds as notes, then its figures as label–value lines, so no column is lost off screen.
 */
export function MoneyCard({
  title,
  badge,
  notes = [],
  facts = [],
  footer,
}: {
  title: ReactNode;
  badge?: ReactNode;
  notes?: ReactNode[];
  facts?: CardFact[];
  footer?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.card} data-testid="money-card">
      <div className={styles.head}>
        <span className={styles.title}>{title}</span>
        {badge}
      </div>
      {notes.map((note, index) =>
        note ? (
          <Caption1 key={index} className={styles.note}>
            {note}
          </Caption1>
        ) : null,
      )}
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.key} className={styles.fact}>
              <dt className={styles.term}>{fact.label}</dt>
              <dd style={{ margin: 0 }}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {footer}
    </div>
  );
}
