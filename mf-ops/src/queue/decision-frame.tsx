import { makeStyles } from '@fluentui/react-components';
import { ActionDialog, type ActionDialogProps, type ActionFact } from '@portal/shared';

/** One line of what a decision is made on: a label and its value. */
export type Fact = ActionFact;

const useStyles = makeStyles({ surface: { width: 'min(560px, 94vw)' } });

/**
 * The frame of every decision the console asks for (a queue's accept or reject, a company's verification, a board
 * step, a credit line, a person's (de)activation): the shared ActionDialog, a little wider, its submit button
 * named `decision-submit` for the console's tests.
 */
export function DecisionFrame({
  testId,
  submitTestId = 'decision-submit',
  ...props
}: Omit<ActionDialogProps, 'testId' | 'surfaceClassName'> & { testId: string }) {
  const styles = useStyles();
  return <ActionDialog {...props} testId={testId} submitTestId={submitTestId} surfaceClassName={styles.surface} />;
}
