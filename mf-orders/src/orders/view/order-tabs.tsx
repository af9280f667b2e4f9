import {
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { canAccess, directionOf, Reference, useCurrentLanguage } from '@portal/shared';
import { CHAT_RULES, type OrderDetails, type OrderLogEntry } from '@portal/shared/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { PaymentStatusBadge } from '../../common/package-badges';
import { useOpen } from '../../common/package-links';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';
import { invoicePath } from '../order-links';
import { useOrderLogs, useOrderTransactions } from '../order-queries';
import { useMoneyRule, useOrderRule } from '../order-rules';
import { OrderStatusBadge } from '../order-status-badge';
import { StepText, useActorText } from './step-text';

// The thread (messages, composer, attachments) is `@portal/shared/chat`, fetched when the messages tab opens
// (decision 0079): most visits to an order never open it.
const ChatThread = lazy(() => import('@portal/shared/chat').then((chat) => ({ default: chat.ChatThread })));

const TABS = ['payments', 'transactions', 'messages', 'logs', 'history'] as const;
type TabName = (typeof TABS)[number];

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '8px',
    paddingBlock: '8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  cell: { display: 'grid', gap: '2px', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/** Spec §2 "order details with tabs for payments, transactions, messages, logs and status history". */
export function OrderTabs({ details }: { details: OrderDetails }) {
  const { t } = useOrdersTranslation();
  const [tab, setTab] = useState<TabName>('payments');
  return (
    <section style={{ display: 'grid', gap: 12, minWidth: 0 }} data-testid="order-tabs">
      <div style={{ overflowX: 'auto' }}>
        <TabList selectedValue={tab} onTabSelect={(_e, data) => setTab(data.value as TabName)}>
          {TABS.map((name) => (
            <Tab key={name} value={name}>
              {t(`order.view.tabs.${name}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <div role="tabpanel" aria-label={t(`order.view.tabs.${tab}`)} data-testid={`order-tab-${tab}`}>
        {tab === 'payments' ? <PaymentsTab details={details} /> : null}
        {tab === 'transactions' ? <TransactionsTab details={details} /> : null}
        {tab === 'messages' ? <MessagesTab details={details} /> : null}
        {tab === 'logs' ? <LogsTab details={details} /> : null}
        {tab === 'history' ? <HistoryTab details={details} /> : null}
      </div>
    </section>
  );
}

/** What every tab renders with: the strings, the styles, the order's labels and the money rule. */
function useTabTools() {
  return { t: useOrdersTranslation().t, styles: useStyles(), text: useOrderText(), money: useMoneyRule() };
}

/** A row of the order's log or history: what happened, then when. */
function TimedRow({ testId, at, children }: { testId: string; at: string; children: ReactNode }) {
  const { styles, text } = useTabTools();
  return (
    <li className={styles.row} data-testid={testId}>
      <div className={styles.cell}>{children}</div>
      <Text size={200} className={styles.muted}>
        {text.dateTime(at)}
      </Text>
    </li>
  );
}

function Rows({ loading, empty, children }: { loading?: boolean; empty: string; children: ReactNode[] }) {
  const styles = useStyles();
  if (loading) return <Spinner size="small" />;
  if (children.length === 0) return <Text>{empty}</Text>;
  return <ul className={styles.list}>{children}</ul>;
}

function NoAccess() {
  const { t } = useOrdersTranslation();
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{t('order.view.noMoneyAccess')}</MessageBarBody>
    </MessageBar>
  );
}

/** One money line of the order (a payment or a movement): its reference, when and what, and its amount at the end. */
function MoneyRow(props: { testId: string; reference: string; meta: string; description?: string; end: ReactNode }) {
  const styles = useStyles();
  return (
    <li className={styles.row} data-testid={props.testId}>
      <div className={styles.cell}>
        <Text>
          <Reference>{props.reference}</Reference>
        </Text>
        <Text size={200} className={styles.muted}>
          {props.meta}
        </Text>
        {props.description ? <Text size={200}>{props.description}</Text> : null}
      </div>
      {props.end}
    </li>
  );
}

/** The order's invoices and payments: the payments come in the order's own answer (null without paymentsRead). */
function PaymentsTab({ details }: { details: OrderDetails }) {
  const { t, styles, text, money } = useTabTools();
  const open = useOpen();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {details.invoice_ids.length > 0 && money('invoicesRead') ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }} data-testid="order-invoices">
          <Text weight="semibold">{t('order.view.invoices')}</Text>
          {details.invoice_ids.map((id, index) => (
            <Link key={id} href={invoicePath(id)} onClick={open(invoicePath(id))}>
              {t('order.view.invoice', { n: index + 1 })}
            </Link>
          ))}
        </div>
      ) : null}
      {money('paymentsRead') && details.payments ? (
        <Rows empty={t('order.view.noPayments')}>
          {details.payments.map((payment) => (
            <MoneyRow
              key={payment.id}
              testId="order-payment"
              reference={payment.reference}
              meta={`${text.dateTime(payment.paid_at ?? payment.created_at)} · ${text.money('paymentMethod', payment.method)} · ${text.money('paymentType', payment.type)}`}
              end={
                <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <PaymentStatusBadge status={payment.status} gatewayStatus={payment.gateway_status} />
                  <Text className={styles.amount}>{text.sar(payment.amount)}</Text>
                </div>
              }
            />
          ))}
        </Rows>
      ) : (
        <NoAccess />
      )}
    </div>
  );
}

/** The wallet and credit-line movements of the order (the transactions list searched by the reference). */
function TransactionsTab({ details }: { details: OrderDetails }) {
  const { t, styles, text, money } = useTabTools();
  const transactions = useOrderTransactions(details.order.reference, money('transactionsRead'));
  if (!money('transactionsRead')) return <NoAccess />;
  return (
    <Rows loading={transactions.isPending} empty={t('order.view.noTransactions')}>
      {(transactions.data?.items ?? []).map((movement) => (
        <MoneyRow
          key={movement.id}
          testId="order-transaction"
          reference={movement.reference}
          meta={`${text.dateTime(movement.created_at)} · ${text.money('transactionType', movement.type)}`}
          description={movement.description}
          end={
            <Text className={styles.amount}>
              {movement.amount > 0 ? '+' : ''}
              {text.sar(movement.amount)}
            </Text>
          }
        />
      ))}
    </Rows>
  );
}

/** The order chat with ops (spec §2 messages tab): live, attachments, read receipts. */
function MessagesTab({ details }: { details: OrderDetails }) {
  const { t } = useOrdersTranslation();
  return (
    <Suspense fallback={<Spinner aria-label={t('order.view.tabs.messages')} />}>
      <ChatThread
        target={{ chat: 'order', reference: details.order.reference }}
        canSend={canAccess(CHAT_RULES.orderMessageSend)}
        height="min(560px, calc(100dvh - 220px))"
      />
    </Suspense>
  );
}

/** Every action on the order, status-changing or not (proposals, payments, reschedules…). */
function LogsTab({ details }: { details: OrderDetails }) {
  const { t, text } = useTabTools();
  const can = useOrderRule();
  const actor = useActorText();
  const logs = useOrderLogs(details.order.reference, can('ordersRead'));
  const entries: OrderLogEntry[] =
    logs.data ??
    details.history.map((entry) => ({
      id: entry.id,
      action: entry.operation,
      actor: entry.actor,
      actor_name: entry.actor_name,
      details: {},
      created_at: entry.created_at,
    }));
  return (
    <Rows loading={logs.isPending} empty={t('order.view.noLogs')}>
      {[...entries].reverse().map((entry) => (
        <TimedRow key={entry.id} testId="order-log" at={entry.created_at}>
          <Text weight="semibold">{text.logAction(entry.action)}</Text>
          <Text size={200}>{actor(entry)}</Text>
        </TimedRow>
      ))}
    </Rows>
  );
}

/** One row per transition: from → to, the step, who, when, the note. */
function HistoryTab({ details }: { details: OrderDetails }) {
  const { t } = useOrdersTranslation();
  const arrow = directionOf(useCurrentLanguage()) === 'rtl' ? '←' : '→';
  return (
    <Rows empty={t('order.view.noHistory')}>
      {[...details.history].reverse().map((entry) => (
        <TimedRow key={entry.id} testId="order-history-row" at={entry.created_at}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
            {entry.from ? <OrderStatusBadge status={entry.from} /> : null}
            {entry.from ? <span aria-hidden>{arrow}</span> : null}
            <OrderStatusBadge status={entry.to} />
          </div>
          <StepText entry={entry} />
        </TimedRow>
      ))}
    </Rows>
  );
}
