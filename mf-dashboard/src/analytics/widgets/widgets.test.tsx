import { PortalProviders, registerTranslations, setLanguage } from '@portal/shared';
import type { Dashboard } from '@portal/shared/contract';
import '@portal/shared/testing';
import { useLocation } from '@portal/shared/router';
import { MemoryRouter } from '@portal/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { DashboardFilters } from '../dashboard-filters';
import { readDashboardFilters } from '../use-dashboard-filters';
import { CostOverview, HighestInDemand, HoursCompleted, YearlyOrders } from './chart-widgets';
import { LatestOrders, RecentPayments } from './table-widgets';

// The widgets with a dashboard answer of a company that has nothing yet (empty states that say what to do next)
// and one with figures (SAR and numbers per language); the year and branch filters read and write the URL.

const BRANCH = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const zeros = () => Array.from({ length: 12 }, () => 0);

const empty: Dashboard = {
  company: { id: 'c', name: { ar: 'شركة', en: 'Co' } },
  wallet: { balance: 0, credit_line: 0, currency: 'SAR' },
  members: 1,
  active_members: 1,
  roles: 1,
  year: 2026,
  years: [2026],
  branch_id: null,
  branches: [{ id: BRANCH, name: 'Olaya Tower' }],
  completed_orders: { completed: 0, total: 0 },
  hours_completed: 0,
  highest_in_demand: [],
  per_branch: [],
  by_category: [],
  branch_months: [],
  latest_orders: [],
  recent_payments: [],
  recent_packages: [],
  yearly_orders: zeros(),
  cost_overview: { orders: zeros(), packages: zeros(), total: 0, unassigned_packages: 0 },
};

const full: Dashboard = {
  ...empty,
  years: [2026, 2025],
  hours_completed: 1234.5,
  latest_orders: [
    {
      reference: 'ORD-2026-000001',
      branch_name: 'Olaya Tower',
      status: 'completed',
      total: 123_456,
      created_at: '2026-03-01T08:00:00.000Z',
    },
  ],
  recent_payments: [
    {
      id: 'p1',
      reference: 'PAY-000001',
      method: 'credit_card',
      type: 'recharge',
      status: 'paid',
      amount: 50_000,
      created_at: '2026-03-02T09:00:00.000Z',
    },
  ],
};

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderAt(ui: React.ReactNode, path = '/b2b/dashboards/analytics') {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Location />
      </MemoryRouter>
    </PortalProviders>,
  );
}

const filters = { year: null, branchId: null };

beforeAll(() => registerTranslations('dashboard', { ar, en, fr }));
afterEach(cleanup);

describe('dashboard widgets', () => {
  it('say what to do next when there is nothing yet', async () => {
    await setLanguage('en');
    renderAt(
      <>
        <LatestOrders dashboard={empty} filters={filters} />
        <RecentPayments dashboard={empty} filters={filters} />
        <HighestInDemand dashboard={empty} />
        <YearlyOrders dashboard={empty} />
        <CostOverview dashboard={empty} />
      </>,
    );
    const latest = screen.getByTestId('widget-latest-orders');
    expect(within(latest).getByText(en.empty.orders)).toBeTruthy();
    expect(within(latest).getByRole('link', { name: en.empty.openOrders }).getAttribute('href')).toBe('/b2b/orders');
    // nothing to export: no export button
    expect(within(latest).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('widget-recent-payments')).getByText(en.empty.paymentsAction)).toBeTruthy();
    expect(within(screen.getByTestId('widget-highest-in-demand')).getByText(en.empty.services)).toBeTruthy();
    expect(within(screen.getByTestId('widget-yearly-orders')).getByTestId('empty-state')).toBeTruthy();
    expect(screen.getByTestId('cost-overview-total').textContent?.replace(/\s/g, ' ')).toBe('Total spend: SAR 0.00');
    expect(screen.queryByTestId('dashboard-chart')).toBeNull();
  });

  it('format SAR, numbers, dates and statuses per language, with an export per table', async () => {
    await setLanguage('ar');
    renderAt(
      <>
        <HoursCompleted dashboard={full} />
        <LatestOrders dashboard={full} filters={filters} />
        <RecentPayments dashboard={full} filters={filters} />
      </>,
    );
    // Latin digits in Arabic by default (issue 14.5)
    expect(screen.getByTestId('hours-completed-figure').textContent).toBe('1,234.5');
    const latest = screen.getByTestId('widget-latest-orders');
    expect(within(latest).getByText(ar.status.completed)).toBeTruthy();
    expect(within(latest).getByText(/1,234\.56/)).toBeTruthy();
    // the export menu of the table (shared ExportMenu: .xlsx or CSV)
    expect(within(latest).getByRole('button')).toBeTruthy();
    const payments = screen.getByTestId('widget-recent-payments');
    expect(within(payments).getByText(ar.method.credit_card)).toBeTruthy();
    expect(within(payments).getByText(/500\.00/)).toBeTruthy();
    await setLanguage('fr');
    cleanup();
    renderAt(<LatestOrders dashboard={full} filters={filters} />);
    expect(screen.getByText(fr.status.completed)).toBeTruthy();
    expect(screen.getByText(/1\s234,56/)).toBeTruthy();
  });

  it('keep the year and branch in the URL', async () => {
    await setLanguage('en');
    expect(readDashboardFilters(new URLSearchParams(`year=2025&branch=${BRANCH}`))).toEqual({
      year: 2025,
      branchId: BRANCH,
    });
    expect(readDashboardFilters(new URLSearchParams('year=abc&branch=not-a-uuid'))).toEqual({
      year: null,
      branchId: null,
    });
    renderAt(<DashboardFilters dashboard={full} />, '/b2b/dashboards/analytics?year=2025');
    const year = screen.getByTestId('dashboard-year') as HTMLSelectElement;
    expect(year.value).toBe('2025');
    fireEvent.change(year, { target: { value: '2026' } });
    expect(screen.getByTestId('location').textContent).toBe('?year=2026');
    fireEvent.change(screen.getByTestId('dashboard-branch'), { target: { value: BRANCH } });
    expect(screen.getByTestId('location').textContent).toBe(`?year=2026&branch=${BRANCH}`);
    fireEvent.change(screen.getByTestId('dashboard-branch'), { target: { value: '' } });
    expect(screen.getByTestId('location').textContent).toBe('?year=2026');
  });
});
