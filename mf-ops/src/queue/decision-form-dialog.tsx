import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Textarea,
} from '@fluentui/react-components';
import { isApiError, notify, useIdempotencyKeys } from '@portal/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import type { QueueDecision, QueueTexts } from './queue-page';

const REASON_MAX = 500; // the reject bodies' reason (transfers, quotations, refunds)

const useStyles = makeStyles({
  surface: { width: 'min(560px, 94vw)' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 12px', margin: '0 0 12px' },
  body: { display: 'grid', gap: '12px' },
});

/** The one text a decision asks for: a reason the company sees (textarea) or a bank reference (one line). */
type DecisionText = {
  /** The body field the API validates (its field error goes under the input). */
  name: string;
  label: string;
  hint: string;
  requiredText: string;
  maxLength: number;
  multiline?: boolean;
};

/** The accept decision's own texts (reject's are the queue's: reason, title, submit, done). */
export interface AcceptTexts {
  title: string;
  submit: string;
  done: string;
  hint?: string;
  text?: DecisionText;
}

/**
 * A queue decision (issue 27.3) with the item's facts in view and, when it needs one, the text it sends: the reason
 * the company sees to reject, or what the accept asks for (a bank reference). `send` is the one request, with the
 * Idempotency-Key this dialog keeps for the decision: a double click or a retry after a lost answer decides once.
 * A 409 (decided meanwhile by someone else) closes the dialog, since the list is read again anyway; a refused text
 * shows its field error.
 */
export function DecisionFormDialog<TAccept extends string>({
  testId,
  texts,
  itemId,
  kind,
  accept,
  rejectHint,
  facts,
  children,
  pending,
  send,
  onClose,
}: {
  testId: string;
  texts: QueueTexts;
  itemId: string;
  kind: QueueDecision<TAccept>;
  accept: AcceptTexts;
  rejectHint?: string;
  facts: [label: string, value: ReactNode][];
  /** Below the facts: what else the decision is made on (the receipt). */
  children?: ReactNode;
  pending: boolean;
  send: (text: string, headers: Record<string, string>) => Promise<unknown>;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const keys = useIdempotencyKeys();
  const reject: AcceptTexts = {
    title: t(`${texts}.rejectTitle`),
    submit: t(`${texts}.rejectSubmit`),
    done: t(`${texts}.rejected`),
    hint: rejectHint,
    text: {
      name: 'reason',
      label: t(`${texts}.reason`),
      hint: t(`${texts}.reasonHint`),
      requiredText: t(`${texts}.reasonRequired`),
      maxLength: REASON_MAX,
      multiline: true,
    },
  };
  const { title, submit: submitLabel, done, hint, text } = kind === 'reject' ? reject : accept;
  const decide = async (value: string) => {
    await send(value, keys.headerFor(`${itemId}:${kind}:${value}`));
    keys.done();
    notify.success(done);
  };
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = value.trim();
    if (text && !trimmed) {
      setError(text.requiredText);
      return;
    }
    try {
      await decide(trimmed);
      onClose();
    } catch (failure) {
      // The client has shown the API's message; a text refused by the API goes under the field.
      if (isApiError(failure) && text) setError(failure.fieldErrors[text.name]?.[0] ?? null);
      if (isApiError(failure) && failure.status === 409) onClose();
    }
  };

  const change = (next: string) => {
    setValue(next);
    setError(null);
  };

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid={testId}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.body}>
              <dl className={styles.facts}>
                {facts.map(([label, fact]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{fact}</dd>
                  </div>
                ))}
              </dl>
              {children}
              {text ? (
                <Field label={text.label} hint={text.hint} required validationMessage={error ?? undefined}>
                  {text.multiline ? (
                    <Textarea value={value} maxLength={text.maxLength} onChange={(_e, data) => change(data.value)} />
                  ) : (
                    <Input value={value} maxLength={text.maxLength} onChange={(_e, data) => change(data.value)} />
                  )}
                </Field>
              ) : null}
              {hint ? <p>{hint}</p> : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={pending}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={pending} data-testid="decision-submit">
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
