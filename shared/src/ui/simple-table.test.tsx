// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SimpleTable } from './simple-table';

afterEach(cleanup);

type Shift = { day: string; hours: string; open: boolean };
const week: Shift[] = [
  { day: 'Saturday', hours: '08:00–16:00', open: true },
  { day: 'Friday', hours: 'Closed', open: false },
];

describe('SimpleTable', () => {
  it('renders a header row and a row per item, each cell from its column, with the row attributes', () => {
    render(
      <SimpleTable<Shift>
        label="Shifts"
        testId="shifts"
        columns={[
          { key: 'day', header: 'Day', cell: (shift) => shift.day },
          { key: 'hours', header: 'Hours', cell: (shift) => <strong>{shift.hours}</strong> },
        ]}
        rows={week}
        rowKey={(shift) => shift.day}
        rowAttributes={(shift) => ({ 'data-testid': `day-${shift.day}`, 'data-open': shift.open })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Shifts' });
    expect(table.getAttribute('data-testid')).toBe('shifts');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Hours']);
    const friday = screen.getByTestId('day-Friday');
    expect(friday.getAttribute('data-open')).toBe('false');
    expect(
      within(friday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Friday', 'Closed']);
    expect(within(screen.getByTestId('day-Saturday')).getByText('08:00–16:00').tagName).toBe('STRONG');
  });
});
