import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';

/** One line of what a decision is made on: a label and its value. */
export type Fact = [label: string, value: ReactNode];

const useStyles = makeStyles({
  surface: { width: 'min(560px, 94vw)' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 12px', margin: '0 0 12px' },
  body: { display: 'grid', gap: '12px' },
});

/**
 * The frame of every decision the console asks for (a queue's accept or reject, a company's verification, a board
 * step, a credit line, a person's (de)activation): the title, a line of intro, what the decision is made on, the
 * decision's own fields, a hint, then cancel and submit. Submitting while the request runs does nothing.
 */
export function DecisionFrame({
  testId,
  title,
  intro,
  facts = [],
  children,
  hint,
  submitLabel,
  submitTestId = 'decision-submit',
  pending,
  onSubmit,
  onClose,
}: {
  testId: string;
  title: string;
  intro?: ReactNode;
  facts?: Fact[];
  /** Below the facts: the decision's fields, or what else it is made on (a receipt). */
  children?: ReactNode;
  hint?: string | undefined;
  submitLabel: string;
  submitTestId?: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid={testId}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.body}>
              {intro ? <p>{intro}</p> : null}
              {facts.length > 0 ? (
                <dl className={styles.facts}>
                  {facts.map(([label, fact]) => (
                    <div key={label} style={{ display: 'contents' }}>
                      <dt>{label}</dt>
                      <dd>{fact}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {children}
              {hint ? <p>{hint}</p> : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={pending}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={pending} data-testid={submitTestId}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
