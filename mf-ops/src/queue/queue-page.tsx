import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type DataTableColumn, type ListPageQuery, useAppAbility } from '@portal/shared';
import type { ListResult } from '@portal/shared/contract';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConsoleListPage } from '../common/console-list-page';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionButtons } from './decision-buttons';
import type { QueueDecisionProps } from './decision-form-dialog';
import { useQueueText } from './use-queue-text';
import { isOverdue, waited } from './waited';

/** What every queue item has: the frame shows its wait from these. */
export interface QueueItem {
  id: string;
  reference: string;
  created_at: string;
  decided_at: string | null;
}

/** The queues' i18n sections: each has the same column, filter and reject texts. */
export type QueueTexts = 'transfers' | 'quotations' | 'refunds';

/** A column of the page's own, shown in the table and, in the same order, in the phone card. */
export interface QueueColumn<T, TSort extends string> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  sortKey?: TSort;
}

type Rule = { action: string; subject: string };
/** The two decisions on a waiting item: the page's accept (confirm, approve, pay) and reject. */
export type QueueDecision<TAccept extends string> = TAccept | 'reject';

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
export function QueuePage<T extends QueueItem, TKey extends QueryKey, TSort extends string, TAccept extends string>({
  name,
  texts,
  title,
  read,
  decide,
  listQuery,
  filterKeys,
  toolbar,
  sortKeys,
  sorts = {},
  company,
  amount,
  columns,
  waiting,
  flagged,
  status,
  accept,
  dialog,
}: {
  /** The item's name in test ids: `${name}-card`, `${name}-waited`, `${name}-overdue`; the page is `ops-${texts}-page`. */
  name: string;
  texts: QueueTexts;
  title: string;
  read: Rule;
  decide: Rule;
  listQuery: (query: ListPageQuery) => UseQueryOptions<ListResult<T>, Error, ListResult<T>, TKey>;
  filterKeys: readonly string[];
  toolbar: ReactNode;
  sortKeys: readonly TSort[];
  sorts?: { reference?: TSort; amount?: TSort; waited?: TSort; status?: TSort };
  company: (item: T) => string;
  /** In halalas. */
  amount: (item: T) => number;
  columns: QueueColumn<T, TSort>[];
  /** Still waiting for a decision (the decision buttons show on these). */
  waiting: (item: T) => boolean;
  /** A queue with a delay (transfers): the API's overdue flag; overdue too past 24 h while waiting. */
  flagged?: (item: T) => boolean;
  status: (item: T) => { tone: 'success' | 'danger' | 'warning'; label: string; notes?: ReactNode };
  accept: { kind: TAccept; label: string; one: (item: T) => string };
  dialog: (item: T, decision: QueueDecisionProps<TAccept>) => ReactNode;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const mayDecide = useAppAbility().can(decide.action, decide.subject);
  const [open, setOpen] = useState<{ item: T; kind: QueueDecision<TAccept> } | null>(null);
  const now = new Date();

  const late = (x: T) =>
    flagged !== undefined && isOverdue({ overdue: flagged(x), created_at: x.created_at }, waiting(x), now);
  const money = (x: T) => <strong className={styles.nowrap}>{text.sar(amount(x))}</strong>;
  const reference = (x: T) => <span dir="ltr">{x.reference}</span>;
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
  const state = (x: T) => {
    const { tone, label, notes } = status(x);
    return (
      <span className={styles.row}>
        <Badge appearance="tint" color={tone}>
          {label}
        </Badge>
        {notes}
      </span>
    );
  };
  const actions = (x: T) =>
    mayDecide && waiting(x) ? (
      <DecisionButtons
        accept={{ label: accept.label, one: accept.one(x) }}
        reject={{ label: t(`${texts}.reject`), one: t(`${texts}.rejectOne`, { reference: x.reference }) }}
        onDecide={(kind) => setOpen({ item: x, kind: kind === 'accept' ? accept.kind : 'reject' })}
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
      toolbar={toolbar}
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
