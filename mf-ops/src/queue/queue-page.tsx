import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type DataTableColumn, type ListPageQuery, Reference, useAppAbility } from '@portal/shared';
import type { ListResult } from '@portal/shared/contract';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConsoleListPage } from '../common/console-list-page';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionButtons } from './decision-buttons';
import type { QueueDecisionProps } from './decision-form-dialog';
import { QueueStatusFilter } from './queue-status-filter';
import { type AcceptOf, QUEUES, type QueueDecision, type QueueTexts } from './queues';
import { useQueueText } from './use-queue-text';
import { isOverdue, waited } from './waited';

/** What every queue item has: the frame shows its wait from these. */
export interface QueueItem {
  id: string;
  reference: string;
  created_at: string;
  decided_at: string | null;
  status: string;
}

/**
 * A queue's statuses: all of them, the one still waiting for a decision (the decision buttons show on these; unset,
 * the status filter shows these), each one's tone and label.
 */
export interface QueueStatuses<S extends string> {
  values: readonly S[];
  waiting: S;
  tone: Record<S, 'success' | 'danger' | 'warning'>;
  label: (status: S) => string;
}

/** A column of the page's own, shown in the table and, in the same order, in the phone card. */
export interface QueueColumn<T, TSort extends string> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  sortKey?: TSort;
}

/** Most queues filter by status only. */
const STATUS_ONLY = ['status'] as const;

const useStyles = makeStyles({
  row: { display: 'inline-flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  late: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  card: { display: 'grid', gap: '6px', paddingBlock: '8px', paddingInlineStart: '8px' },
  lateCard: {
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorPaletteRedBorder2,
  },
  nowrap: { whiteSpace: 'nowrap' },
});

/**
 * One work queue of the console (issue 27.3): company, reference, amount, the page's own columns, the time waited
 * (overdue highlighted where the queue has a delay), the status with its notes and the two decisions, shown with
 * the decide rule on waiting items only. A table on desktop, a card per item at 390 px. The page brings its
 * columns, its texts, its filters and its decision dialog.
 */
export function QueuePage<T extends QueueItem, TKey extends QueryKey, TSort extends string, Q extends QueueTexts>({
  texts,
  title,
  listQuery,
  filterKeys = STATUS_ONLY,
  toolbar,
  statuses,
  notes,
  sortKeys,
  sorts = {},
  company,
  amount,
  columns,
  flagged,
  dialog,
}: {
  /** The queue (QUEUES): its texts, rules and test ids (`${item}-card`, `-waited`, `-overdue`; `ops-${texts}-page`). */
  texts: Q;
  title: string;
  listQuery: (query: ListPageQuery) => UseQueryOptions<ListResult<T>, Error, ListResult<T>, TKey>;
  filterKeys?: readonly string[];
  /** Beside the status filter: the queue's other filters. */
  toolbar?: ReactNode;
  statuses: QueueStatuses<T['status']>;
  /** Beside the status: what the decision left (the reason, the bank's reference). */
  notes?: (item: T) => ReactNode;
  sortKeys: readonly TSort[];
  sorts?: { reference?: TSort; amount?: TSort; waited?: TSort; status?: TSort };
  company: (item: T) => string;
  /** In halalas. */
  amount: (item: T) => number;
  columns: QueueColumn<T, TSort>[];
  /** A queue with a delay (transfers): the API's overdue flag; overdue too past 24 h while waiting. */
  flagged?: (item: T) => boolean;
  dialog: (item: T, decision: QueueDecisionProps<AcceptOf<Q>>) => ReactNode;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const { item: name, read, decide, accept, acceptTexts } = QUEUES[texts];
  const mayDecide = useAppAbility().can(decide.action, decide.subject);
  const [open, setOpen] = useState<{ item: T; kind: QueueDecision<AcceptOf<Q>> } | null>(null);
  const now = new Date();
  const waiting = (x: T) => x.status === statuses.waiting;

  const late = (x: T) =>
    flagged !== undefined && isOverdue({ overdue: flagged(x), created_at: x.created_at }, waiting(x), now);
  const money = (x: T) => <strong className={styles.nowrap}>{text.sar(amount(x))}</strong>;
  const reference = (x: T) => <Reference>{x.reference}</Reference>;
  const wait = (x: T) => (
    <span className={styles.row}>
      <span className={late(x) ? styles.late : undefined} data-testid={`${name}-waited`}>
        {text.wait(waited(x.created_at, x.decided_at ? new Date(x.decided_at) : now))}
      </span>
      {late(x) ? (
        <Badge appearance="filled" color="danger" data-testid={`${name}-overdue`}>
          {t('queue.overdue')}
        </Badge>
      ) : null}
    </span>
  );
  const state = (x: T) => (
    <span className={styles.row}>
      <Badge appearance="tint" color={statuses.tone[x.status as T['status']]}>
        {statuses.label(x.status)}
      </Badge>
      {notes?.(x)}
    </span>
  );
  const actions = (x: T) =>
    mayDecide && waiting(x) ? (
      <DecisionButtons
        accept={{ label: t(acceptTexts.label), one: t(acceptTexts.one, { reference: x.reference }) }}
        reject={{ label: t(`${texts}.reject`), one: t(`${texts}.rejectOne`, { reference: x.reference }) }}
        onDecide={(kind) => setOpen({ item: x, kind: kind === 'accept' ? (accept as AcceptOf<Q>) : 'reject' })}
      />
    ) : null;

  const wide: DataTableColumn<T, TSort>[] = [
    { key: 'company', header: t(`${texts}.company`), render: company },
    { key: 'reference', header: t(`${texts}.reference`), sortKey: sorts.reference, render: reference },
    { key: 'amount', header: t(`${texts}.amount`), sortKey: sorts.amount, render: money },
    ...columns,
    { key: 'waited', header: t(`${texts}.waited`), sortKey: sorts.waited, render: wait },
    { key: 'status', header: t(`${texts}.status`), sortKey: sorts.status, render: state },
    { key: 'actions', header: t(`${texts}.actions`), render: actions },
  ];
  const card = (x: T) => (
    <div className={mergeClasses(styles.card, late(x) && styles.lateCard)} data-testid={`${name}-card`}>
      <strong>{company(x)}</strong>
      <span className={styles.row}>
        {money(x)} · {reference(x)}
      </span>
      {columns.map((column) => (
        <span key={column.key}>{column.render(x)}</span>
      ))}
      {wait(x)}
      {state(x)}
      {actions(x)}
    </div>
  );

  return (
    <ConsoleListPage
      testId={`ops-${texts}-page`}
      title={title}
      subtitle={t(`${texts}.subtitle`)}
      access={read}
      listQuery={listQuery}
      filterKeys={filterKeys}
      toolbar={
        <>
          <QueueStatusFilter texts={texts} {...statuses} />
          {toolbar}
        </>
      }
      tableLabel={t(`${texts}.tableLabel`)}
      sortKeys={sortKeys}
      columns={wide}
      card={card}
      cardSortKey={sorts.waited}
      emptyText={t(`${texts}.empty`)}
    >
      {open
        ? dialog(open.item, {
            kind: open.kind,
            onClose: () => setOpen(null),
            summary: [
              [t(`${texts}.company`), company(open.item)],
              [t(`${texts}.reference`), reference(open.item)],
              [t(`${texts}.amount`), <strong key="amount">{text.sar(amount(open.item))}</strong>],
            ],
          })
        : null}
    </ConsoleListPage>
  );
}
