import { Button, makeStyles } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  row: { display: 'inline-flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
});

type Choice = { label: string /** The button's accessible name, naming the item. */; one: string };

/** The two decisions on a waiting item (a queue's, a company's certificates): accept (primary) and reject. */
export function DecisionButtons({
  accept,
  reject,
  onDecide,
}: {
  accept: Choice;
  reject: Choice;
  onDecide: (decision: 'accept' | 'reject') => void;
}) {
  const styles = useStyles();
  return (
    <span className={styles.row}>
      <Button
        appearance="primary"
        size="small"
        icon={<CheckmarkRegular />}
        aria-label={accept.one}
        onClick={() => onDecide('accept')}
      >
        {accept.label}
      </Button>
      <Button size="small" icon={<DismissRegular />} aria-label={reject.one} onClick={() => onDecide('reject')}>
        {reject.label}
      </Button>
    </span>
  );
}
