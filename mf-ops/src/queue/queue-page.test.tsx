import { api, type ListPageQuery, setLanguage, updateAbility } from '@portal/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  hoursAgo,
  listOf,
  onPhone,
  renderConsolePage,
  useConsoleTestSetup,
} from '../common/console-test-kit';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { QueueDecisionDialog } from './decision-form-dialog';
import { type QueueItem, QueuePage } from './queue-page';
import { ANY_STATUS, queueListParams } from './queue-queries';

// Issue 27.3: the frame of the three work queues, tested once. What every item shows (company, amount, time waited,
// overdue past 24 h where the queue has a delay, status), the decisions only with the decide rule and only on
// waiting items, the reason the company sees required to reject, a card per item at 390 px, Arabic.

useConsoleTestSetup();

type Item = QueueItem & { status: 'waiting' | 'done'; overdue: boolean; amount: number };
const item = (reference: string, hours: number, overrides: Partial<Item> = {}): Item => ({
  id: `id-${reference}`,
  reference,
  created_at: hoursAgo(hours),
  decided_at: null,
  status: 'waiting',
  overdue: false,
  amount: 150_000,
  ...overrides,
});

const read = { action: 'read', subject: 'ops_transfers' };
const decide = { action: 'update', subject: 'ops_transfers' };
const KEY = ['test', 'queue'] as const;
const listQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...KEY, query],
    queryFn: () => api.get<ReturnType<typeof listOf<Item>>>('/never', query),
    placeholderData: keepPreviousData,
  });

function renderFrame(items: Item[]) {
  renderConsolePage(
    <QueuePage
      texts="transfers"
      title="A queue"
      listQuery={listQuery}
      filterKeys={[]}
      sortKeys={[]}
      company={() => 'Riyadh Demo Trading'}
      amount={(x) => x.amount}
      columns={[{ key: 'own', header: 'Own', render: (x) => <span data-testid="own">{x.reference}!</span> }]}
      statuses={{
        values: ['waiting', 'done'],
        waiting: 'waiting',
        tone: { waiting: 'warning', done: 'success' },
        label: (status) => status,
      }}
      flagged={(x) => x.overdue}
      dialog={(x, decision) => (
        <QueueDecisionDialog
          texts="transfers"
          item={x}
          decision={decision}
          facts={[]}
          pending={false}
          send={() => Promise.reject(new Error('not sent in these tests'))}
        />
      )}
    />,
    '/ops/queue',
    [...KEY, FIRST_PAGE],
    listOf(items),
  );
}

describe('queue frame', () => {
  it('asks for the waiting items, oldest first, unless the filters say otherwise', () => {
    expect(queueListParams({ page: 1, perPage: 10 }, 'pending')).toEqual({
      page: 1,
      perPage: 10,
      status: 'pending',
      sortBy: 'created_at',
      sortDesc: false,
    });
    expect(queueListParams({ status: ANY_STATUS, sortBy: 'amount', sortDesc: true }, 'pending')).toEqual({
      sortBy: 'amount',
      sortDesc: true,
    });
    expect(queueListParams({ status: 'rejected', overdue: 'true' }, 'submitted')).toMatchObject({
      status: 'rejected',
      overdue: 'true',
    });
  });

  it('without the read rule: the denied message and no list', async () => {
    renderFrame([item('REF-1', 3)]);
    expect(await screen.findByText(en.common.noAccess)).toBeTruthy();
    expect(screen.queryByText('Riyadh Demo Trading')).toBeNull();
  });

  it('read only: company, amount, own column, time waited, overdue past 24 h or flagged; no decisions', async () => {
    updateAbility([read]);
    renderFrame([item('REF-1', 3), item('REF-2', 30), item('REF-3', 1, { overdue: true })]);
    const rows = await screen.findAllByRole('row');
    const row = (reference: string) => rows.find((r) => r.textContent?.includes(reference))!;
    expect(within(row('REF-1')).getByText('Riyadh Demo Trading')).toBeTruthy();
    expect(within(row('REF-1')).getByTestId('own').textContent).toBe('REF-1!');
    expect(row('REF-1').textContent).toMatch(/1,500\.00/);
    expect(within(row('REF-1')).getByTestId('transfer-waited').textContent).toBe('3 h');
    expect(within(row('REF-1')).queryByTestId('transfer-overdue')).toBeNull();
    expect(within(row('REF-2')).getByTestId('transfer-overdue').textContent).toBe(en.queue.overdue);
    expect(within(row('REF-3')).getByTestId('transfer-overdue')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
  });

  it('a decided item: waited until its decision, never overdue, no decisions', async () => {
    updateAbility([read, decide]);
    renderFrame([
      item('REF-4', 50, { status: 'done', decided_at: new Date(Date.now() - 48 * 3_600_000).toISOString() }),
    ]);
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('REF-4'))!;
    expect(within(row).getByTestId('transfer-waited').textContent).toBe('2 h');
    expect(within(row).queryByTestId('transfer-overdue')).toBeNull();
    expect(
      screen.queryByRole('button', { name: en.transfers.confirmOne.replace('{{reference}}', 'REF-4') }),
    ).toBeNull();
  });

  it('with the decide rule: both decisions on waiting items; rejecting needs the reason the company sees', async () => {
    updateAbility([read, decide]);
    renderFrame([item('REF-1', 3)]);
    expect(
      await screen.findByRole('button', { name: en.transfers.confirmOne.replace('{{reference}}', 'REF-1') }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject transfer REF-1' }));
    const dialog = await screen.findByTestId('transfer-decision-dialog');
    expect(within(dialog).getByText(en.transfers.rejectTitle)).toBeTruthy();
    expect(within(dialog).getByText('Riyadh Demo Trading')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findByText(en.transfers.reasonRequired)).toBeTruthy();
    expect(screen.getByTestId('transfer-decision-dialog')).toBeTruthy(); // nothing sent, still open
  });

  it('on a phone (below sm) each item is a card with its own column, the overdue one marked', async () => {
    onPhone();
    updateAbility([read, decide]);
    renderFrame([item('REF-2', 30)]);
    const card = await screen.findByTestId('transfer-card');
    expect(within(card).getByText('Riyadh Demo Trading')).toBeTruthy();
    expect(within(card).getByTestId('own')).toBeTruthy();
    expect(within(card).getByTestId('transfer-overdue')).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: en.transfers.confirmOne.replace('{{reference}}', 'REF-2') }),
    ).toBeTruthy();
  });

  it('speaks Arabic by default', async () => {
    await setLanguage('ar');
    updateAbility([read]);
    renderFrame([item('REF-1', 3)]);
    expect((await screen.findAllByText(ar.transfers.waited)).length).toBeGreaterThan(0);
    expect(screen.getByTestId('transfer-waited').textContent).toBe('3 ساعة');
  });
});
