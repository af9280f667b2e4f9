import { Field, Input, Textarea } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFrame, type Fact } from './decision-frame';
import { type AcceptOf, QUEUES, type QueueDecision, type QueueTexts } from './queues';
import { useDecisionSubmit } from './use-decision-submit';
import { useQueueText } from './use-queue-text';

const REASON_MAX = 500; // the reject bodies' reason (transfers, quotations, refunds, companies)

/** The one text a decision asks for: a reason the company sees (textarea) or a bank reference (one line). */
export type DecisionText = {
  /** The body field the API validates (its field error goes under the input). */
  name: string;
  label: string;
  hint: string;
  requiredText: string;
  maxLength: number;
  multiline?: boolean;
  /** The decision may go without it (a company verified without a note). */
  optional?: boolean;
};

/** A decision's own texts. */
export interface AcceptTexts {
  title: string;
  submit: string;
  done: string;
  hint?: string;
  text?: DecisionText;
}

/** The reason a reject asks for, in a queue's or the companies' texts (the same keys in each section). */
export function useReasonText(section: QueueTexts | 'companies', optional = false): DecisionText {
  const { t } = useOpsTranslation();
  return {
    name: 'reason',
    label: t(optional ? 'companies.reasonOptional' : `${section}.reason`),
    hint: t(`${section}.reasonHint`),
    requiredText: t(`${section}.reasonRequired`),
    maxLength: REASON_MAX,
    multiline: true,
    optional,
  };
}

/**
 * A decision that sends at most one text (issue 27.3): the item's facts in view and, when it needs one, the text
 * (a reason, a bank reference). `send` is the one request, with the Idempotency-Key this dialog keeps for the
 * decision (`decisionKey` and the text): a double click or a retry after a lost answer decides once. A 409 (decided
 * meanwhile by someone else) closes the dialog, since the list is read again anyway; a refused text shows its field
 * error.
 */
export function TextDecisionDialog({
  testId,
  decisionKey,
  texts,
  intro,
  facts,
  children,
  pending,
  send,
  onClose,
}: {
  testId: string;
  decisionKey: string;
  texts: AcceptTexts;
  intro?: string;
  facts?: Fact[];
  children?: ReactNode;
  pending: boolean;
  send: (text: string, headers: Record<string, string>) => Promise<unknown>;
  onClose: () => void;
}) {
  const decide = useDecisionSubmit(onClose);
  const { title, submit: submitLabel, done, hint, text } = texts;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const trimmed = value.trim();
    if (text && !text.optional && !trimmed) {
      setError(text.requiredText);
      return;
    }
    // A text refused by the API goes under its field.
    await decide(
      `${decisionKey}:${trimmed}`,
      (headers) => send(trimmed, headers),
      done,
      (fields) => {
        if (text) setError(fields[text.name]?.[0] ?? null);
      },
    );
  };

  const change = (next: string) => {
    setValue(next);
    setError(null);
  };

  return (
    <DecisionFrame
      testId={testId}
      title={title}
      intro={intro}
      facts={facts}
      hint={hint}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {children}
      {text ? (
        <Field label={text.label} hint={text.hint} required={!text.optional} validationMessage={error ?? undefined}>
          {text.multiline ? (
            <Textarea value={value} maxLength={text.maxLength} onChange={(_e, data) => change(data.value)} />
          ) : (
            <Input value={value} maxLength={text.maxLength} onChange={(_e, data) => change(data.value)} />
          )}
        </Field>
      ) : null}
    </DecisionFrame>
  );
}

/** What the queue frame hands its decision dialog: the decision, how to close, the facts every queue shows. */
export interface QueueDecisionProps<TAccept extends string> {
  kind: QueueDecision<TAccept>;
  onClose: () => void;
  /** Company, reference and amount, as the queue shows them. */
  summary: Fact[];
}

/**
 * A queue's accept or reject (transfers, quotations, refunds): the queue's summary, the item's own facts and when it
 * was submitted, in the queue's texts (QUEUES); reject asks the reason the company sees, the accept what `acceptText`
 * says (a bank reference) if anything.
 */
export function QueueDecisionDialog<Q extends QueueTexts>({
  texts,
  item,
  decision,
  acceptText,
  rejectHint,
  facts,
  children,
  pending,
  send,
}: {
  texts: Q;
  item: { id: string; created_at: string };
  decision: QueueDecisionProps<AcceptOf<Q>>;
  acceptText?: DecisionText;
  rejectHint?: string;
  facts: Fact[];
  children?: ReactNode;
  pending: boolean;
  send: (text: string, headers: Record<string, string>) => Promise<unknown>;
}) {
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const reason = useReasonText(texts);
  const { kind, onClose, summary } = decision;
  const { item: name, acceptTexts } = QUEUES[texts];
  const accept: AcceptTexts = {
    title: t(acceptTexts.title),
    submit: t(acceptTexts.submit),
    done: t(acceptTexts.done),
    hint: t(acceptTexts.hint),
    text: acceptText,
  };
  const reject: AcceptTexts = {
    title: t(`${texts}.rejectTitle`),
    submit: t(`${texts}.rejectSubmit`),
    done: t(`${texts}.rejected`),
    hint: rejectHint,
    text: reason,
  };
  return (
    <TextDecisionDialog
      testId={`${name}-decision-dialog`}
      decisionKey={`${item.id}:${kind}`}
      texts={kind === 'reject' ? reject : accept}
      facts={[...summary, ...facts, [t(`${texts}.submitted`), text.dateTime(item.created_at)]]}
      pending={pending}
      send={send}
      onClose={onClose}
    >
      {children}
    </TextDecisionDialog>
  );
}
