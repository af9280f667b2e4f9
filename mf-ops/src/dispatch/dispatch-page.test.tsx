import { queryClient, setLanguage, updateAbility } from '@portal/shared';
import type { DispatchDay, DispatchOrder, ListResult } from '@portal/shared/contract';
import '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsolePage, useConsoleTestSetup } from '../common/console-test-kit';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { DispatchPage } from './dispatch-page';
import { BOARD_PAGE_SIZE, DISPATCH_KEY } from './dispatch-queries';
import { failReasonsQuery } from './fail-visit-dialog';
import { freeForVisit } from './provider-free';
import { slotGroups } from './slot-groups';

// Issue 27.4: the dispatch board. Visits grouped by slot, waiting ones first; the steps shown are those the API
// says the machine allows, and only with update ops_orders; the assign dialog marks busy providers and asks a reason
// to re-assign.

useConsoleTestSetup();

const DAY = '2025-01-16';
const at = (time: string) => new Date(`${DAY}T${time}:00+03:00`).toISOString();
const plus90 = (time: string) => new Date(Date.parse(at(time)) + 90 * 60_000).toISOString();

function visit(reference: string, time: string, overrides: Partial<DispatchOrder> = {}): DispatchOrder {
  return {
    id: `00000000-0000-4000-8000-00000000000${reference.slice(-1)}`,
    reference,
    status: 'confirmed',
    company: { id: 'c1', name: { ar: 'شركة الرياض', en: 'Riyadh Demo Trading' } },
    branch_name: 'Olaya Tower',
    area: { ar: 'العليا', en: 'Olaya', fr: 'Olaya' },
    visit_date: DAY,
    time,
    end_time: '',
    shift: 'morning',
    starts_at: at(time),
    ends_at: plus90(time),
    services: [{ id: 's1', name: { ar: 'سباكة', en: 'Plumbing', fr: 'Plomberie' } }],
    provider: null,
    needs_provider: true,
    operations: ['assign_provider', 'fail_assignment', 'reschedule'],
    ...overrides,
  };
}

const faisal = {
  id: 'p1',
  name: 'Faisal Al-Harbi',
  phone: null,
  hours: [{ start: '08:00', end: '22:00' }],
  visits: [],
  by_shift: { morning: 0, evening: 0 },
  booked_minutes: 0,
  working_minutes: 840,
};
const omar = {
  ...faisal,
  id: 'p2',
  name: 'Omar Al-Qahtani',
  // Busy 09:00–10:30 with another visit.
  visits: [
    {
      order_id: 'other',
      reference: 'ORD-OTHER',
      status: 'assigned' as const,
      time: '09:00',
      end_time: '10:30',
      shift: 'morning' as const,
      starts_at: at('09:00'),
      ends_at: plus90('09:00'),
    },
  ],
  by_shift: { morning: 1, evening: 0 },
  booked_minutes: 90,
};

function renderBoard(items: DispatchOrder[]) {
  const list: ListResult<DispatchOrder> = { items, total: items.length, page: 1, perPage: BOARD_PAGE_SIZE };
  const query = { date: DAY, page: '1', perPage: String(BOARD_PAGE_SIZE) };
  queryClient.setQueryData([...DISPATCH_KEY, 'orders', {}, query], list);
  const day: DispatchDay = {
    date: DAY,
    totals: { orders: items.length, unassigned: items.filter((item) => item.needs_provider).length },
    providers: [faisal, omar],
    areas: [],
    services: [],
  };
  renderConsolePage(<DispatchPage />, `/ops/dispatch?date=${DAY}`, [...DISPATCH_KEY, 'day', {}, { date: DAY }], day);
}

const read = { action: 'read', subject: 'ops_orders' };
const readProviders = { action: 'read', subject: 'ops_providers' };
const act = { action: 'update', subject: 'ops_orders' };
const row = (reference: string) =>
  screen.getAllByTestId('dispatch-order').find((item) => item.dataset.reference === reference)!;

describe('dispatch board', () => {
  it('groups a page of visits by slot, waiting ones first', () => {
    const groups = slotGroups([
      visit('ORD-1', '09:00'),
      visit('ORD-2', '09:00'),
      visit('ORD-3', '11:00'),
      visit('ORD-4', '09:00', { needs_provider: false }),
    ]);
    expect(groups.map((group) => [group.key, group.orders.length])).toEqual([
      ['waiting-09:00', 2],
      ['waiting-11:00', 1],
      ['planned-09:00', 1],
    ]);
  });

  it('knows a provider busy around the visit (30 min between visits), as the API will check', () => {
    expect(freeForVisit(faisal, visit('ORD-1', '09:00'))).toBe(true);
    expect(freeForVisit(omar, visit('ORD-1', '09:00'))).toBe(false);
    expect(freeForVisit(omar, visit('ORD-1', '10:30'))).toBe(false); // inside the travel buffer
    expect(freeForVisit(omar, visit('ORD-1', '11:00'))).toBe(true);
    expect(freeForVisit({ ...faisal, hours: [] }, visit('ORD-1', '11:00'))).toBe(false); // not working that day
  });

  it('read only: the visits under their slot, the providers’ load, no step', async () => {
    updateAbility([read, readProviders]);
    renderBoard([visit('ORD-1', '09:00'), visit('ORD-2', '10:00', { status: 'assigned', needs_provider: false })]);
    expect(await screen.findByRole('heading', { name: 'Waiting · 09:00' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Planned · 10:00' })).toBeTruthy();
    expect(within(row('ORD-1')).getByText('No provider yet')).toBeTruthy();
    expect(screen.getAllByTestId('dispatch-provider-load')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Assign a provider/ })).toBeNull();
  });

  it('update: only the steps the API says the machine allows', async () => {
    updateAbility([read, readProviders, act]);
    renderBoard([
      visit('ORD-1', '09:00', { status: 'created', operations: ['confirm', 'reschedule'] }),
      visit('ORD-2', '09:00'),
      visit('ORD-3', '10:00', {
        status: 'assigned',
        needs_provider: false,
        provider: { id: 'p1', name: 'Faisal Al-Harbi' },
        operations: ['assign_provider', 'reschedule'],
      }),
    ]);
    const created = within(await screen.findByTestId('dispatch-board'));
    expect(created.getByRole('button', { name: 'Confirm order ORD-1' })).toBeTruthy();
    expect(created.queryByRole('button', { name: 'Assign a provider to ORD-1' })).toBeNull();
    expect(within(row('ORD-2')).getByRole('button', { name: 'No provider for ORD-2' })).toBeTruthy();
    expect(within(row('ORD-3')).getByRole('button', { name: 'Reassign ORD-3' })).toBeTruthy();
    expect(within(row('ORD-3')).queryByRole('button', { name: 'No provider for ORD-3' })).toBeNull();
  });

  it('assign: busy providers cannot be chosen; re-assigning needs a reason', async () => {
    updateAbility([read, readProviders, act]);
    renderBoard([
      visit('ORD-3', '09:00', {
        status: 'assigned',
        needs_provider: false,
        provider: { id: 'p9', name: 'Yousef Al-Dosari' },
        operations: ['assign_provider', 'reschedule'],
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reassign ORD-3' }));
    const dialog = within(await screen.findByTestId('dispatch-step-dialog'));
    expect(dialog.getByText('Yousef Al-Dosari')).toBeTruthy();
    expect((dialog.getByRole('radio', { name: /Omar Al-Qahtani/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: /Faisal Al-Harbi/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Reassign the visit' }));
    expect(await dialog.findByText(en.dispatch.reasonRequired)).toBeTruthy();
    expect(screen.getByTestId('dispatch-step-dialog')).toBeTruthy(); // nothing sent, still open
  });

  it('visit failed: a reason from the fail list; Other needs the words before anything is sent (ADR 0058)', async () => {
    updateAbility([read, readProviders, act]);
    const reason = (code: string, label: string, sort: number) => ({
      id: `r-${code}`,
      kind: 'fail' as const,
      code,
      name: { ar: label, en: label, fr: label },
      needs_text: code === 'other',
      sort,
    });
    const reasons = [reason('nobody_on_site', 'Nobody on site', 1), reason('other', 'Other', 9)];
    queryClient.setQueryData(failReasonsQuery().queryKey, { items: reasons, total: 2, page: 1, perPage: 50 });
    renderBoard([
      visit('ORD-3', '09:00', {
        status: 'assigned',
        needs_provider: false,
        provider: { id: 'p1', name: 'Faisal Al-Harbi' },
        operations: ['assign_provider', 'reschedule', 'fail'],
      }),
      visit('ORD-4', '10:00'),
    ]);
    expect(within(row('ORD-4')).queryByRole('button', { name: 'Mark visit ORD-4 failed' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark visit ORD-3 failed' }));
    const dialog = within(await screen.findByTestId('dispatch-step-dialog'));
    const select = dialog.getByRole('combobox', { name: /Reason/ }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Choose a reason', 'Nobody on site', 'Other']);
    fireEvent.click(dialog.getByRole('button', { name: 'Mark the visit failed' }));
    expect(await dialog.findByText('Choose the reason.')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'other' } });
    expect(dialog.getByRole('textbox', { name: /Say why/ })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Mark the visit failed' }));
    expect(await dialog.findByText('Write the reason.')).toBeTruthy();
    expect(screen.getByTestId('dispatch-step-dialog')).toBeTruthy(); // nothing sent, still open
  });

  it('speaks Arabic by default', async () => {
    await setLanguage('ar');
    updateAbility([read, readProviders]);
    renderBoard([visit('ORD-1', '09:00')]);
    expect(await screen.findByRole('heading', { level: 1, name: ar.pages.dispatch })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'بالانتظار · 09:00' })).toBeTruthy();
  });
});
