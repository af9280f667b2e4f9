import { PortalProviders, registerTranslations, setLanguage } from '@portal/shared';
import type { BranchScorecard } from '@portal/shared/contract';
import '@portal/shared/testing';
import { useLocation } from '@portal/shared/router';
import { MemoryRouter } from '@portal/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { scorecardsAr } from '../i18n/scorecards.ar';
import { scorecardsEn } from '../i18n/scorecards.en';
import { scorecardsFr } from '../i18n/scorecards.fr';
import { SortedScorecards } from './scorecards-page';

// The scorecards table: a click on any header sorts by it (again: reversed), the order lives in the URL, branches
// without a measure stay last, best and lowest are marked on the quality columns, figures per language.

const row = (name: string, figures: Partial<BranchScorecard>): BranchScorecard => ({
  branch_id: `id-${name}`,
  name,
  code: name.slice(0, 3).toUpperCase(),
  orders: 0,
  spend: 0,
  rating: null,
  ratings: 0,
  visits: 0,
  on_time: 0,
  on_time_rate: null,
  completed: 0,
  fixed_first_time: 0,
  first_time_fix_rate: null,
  ...figures,
});

const rows = [
  row('Olaya Tower', {
    orders: 8,
    spend: 69_500,
    rating: 4.5,
    ratings: 2,
    visits: 3,
    on_time: 2,
    on_time_rate: 0.6667,
    completed: 5,
    fixed_first_time: 3,
    first_time_fix_rate: 0.6,
  }),
  row('Malaz Store', {
    orders: 5,
    spend: 80_500,
    rating: 2,
    ratings: 1,
    visits: 2,
    on_time: 1,
    on_time_rate: 0.5,
    completed: 1,
    fixed_first_time: 0,
    first_time_fix_rate: 0,
  }),
  row('Quiet Depot', {}),
];

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderTable(path = '/b2b/dashboards/scorecards') {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <SortedScorecards rows={rows} year={2026} />
        <Location />
      </MemoryRouter>
    </PortalProviders>,
  );
}

const order = () => screen.getAllByTestId('scorecard-row').map((tr) => within(tr).getAllByRole('cell')[0]!.textContent);
const names = () => order().map((text) => text?.split(' · ')[0]);

beforeAll(() => registerTranslations('dashboard', { ar, en, fr }));
afterEach(cleanup);

describe('branch scorecards table', () => {
  it('sorts by every column, toggles, and keeps the order in the URL', async () => {
    await setLanguage('en');
    renderTable();
    // default: most orders first
    expect(names()).toEqual(['Olaya Tower', 'Malaz Store', 'Quiet Depot']);
    fireEvent.click(screen.getByTestId('sort-spend'));
    expect(screen.getByTestId('location').textContent).toBe('?sort=spend&dir=desc');
    expect(names()).toEqual(['Malaz Store', 'Olaya Tower', 'Quiet Depot']);
    fireEvent.click(screen.getByTestId('sort-spend'));
    expect(names()).toEqual(['Quiet Depot', 'Olaya Tower', 'Malaz Store']);
    fireEvent.click(screen.getByTestId('sort-branch'));
    expect(screen.getByTestId('location').textContent).toBe('?sort=branch&dir=asc');
    expect(names()).toEqual(['Malaz Store', 'Olaya Tower', 'Quiet Depot']);
    // not measured (no ratings, visits, completed orders) stays last in both directions
    for (const column of ['rating', 'on_time', 'first_time_fix']) {
      fireEvent.click(screen.getByTestId(`sort-${column}`));
      expect(names(), column).toEqual(['Olaya Tower', 'Malaz Store', 'Quiet Depot']);
      fireEvent.click(screen.getByTestId(`sort-${column}`));
      expect(names(), column).toEqual(['Malaz Store', 'Olaya Tower', 'Quiet Depot']);
    }
    fireEvent.click(screen.getByTestId('sort-orders'));
    expect(names()).toEqual(['Olaya Tower', 'Malaz Store', 'Quiet Depot']);
    const header = screen.getByTestId('sort-orders');
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('reads the sort from the URL, marks best and lowest, and formats per language', async () => {
    await setLanguage('en');
    renderTable('/b2b/dashboards/scorecards?sort=branch&dir=desc');
    expect(names()).toEqual(['Quiet Depot', 'Olaya Tower', 'Malaz Store']);
    const olaya = screen.getAllByTestId('scorecard-row')[1]!;
    expect(within(olaya).getByTestId('scorecard-on_time').textContent).toContain('66.7%');
    expect(within(olaya).getByTestId('scorecard-on_time').textContent).toContain('2 of 3 visits');
    expect(within(within(olaya).getByTestId('scorecard-rating')).getByText(scorecardsEn.best)).toBeTruthy();
    const malaz = screen.getAllByTestId('scorecard-row')[2]!;
    expect(within(within(malaz).getByTestId('scorecard-first_time_fix')).getByText(scorecardsEn.worst)).toBeTruthy();
    // spend is compared by bar only: more is neither better nor worse
    expect(within(within(malaz).getByTestId('scorecard-spend')).queryByText(scorecardsEn.best)).toBeNull();
    expect(within(screen.getAllByTestId('scorecard-row')[0]!).getByTestId('scorecard-rating').textContent).toContain(
      '—',
    );
    await setLanguage('fr');
    cleanup();
    renderTable('/b2b/dashboards/scorecards?sort=spend');
    const first = screen.getAllByTestId('scorecard-row')[0]!;
    expect(within(first).getByTestId('scorecard-spend').textContent).toMatch(/805,00/);
    expect(within(first).getByTestId('scorecard-on_time').textContent).toMatch(/50\s%/);
    expect(screen.getByTestId('sort-branch').textContent).toBe(scorecardsFr.branch);
    await setLanguage('ar');
    cleanup();
    renderTable();
    expect(screen.getByTestId('sort-branch').textContent).toBe(scorecardsAr.branch);
  });
});
