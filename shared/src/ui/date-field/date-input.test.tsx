// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n-instance';
import { DateRangeFilter } from '../date-range-filter';
import { FormDateField } from '../form-fields';
import { PortalProviders } from '../portal-providers';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

let saved: unknown;
function DateForm() {
  const { control, watch } = useForm({ defaultValues: { day: '2026-11-30' as string | null } });
  saved = watch('day');
  return <FormDateField control={control} name="day" label="Visit date" />;
}

/** Types a text into a date field and leaves it, as a person does. */
function typeDay(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

// Issue 28.6: the date field shows and takes days in the interface's language; the form still holds an ISO day.
describe('the date field', () => {
  it('shows the day in Arabic and keeps the ISO day the API takes', async () => {
    await setLanguage('ar');
    render(
      <PortalProviders>
        <DateForm />
      </PortalProviders>,
    );
    // The calendar's chunk has arrived when the field has its placeholder (the read-only stand-in has none).
    const input = await screen.findByPlaceholderText('اليوم، مثل 30/11/2026', undefined, { timeout: 15_000 });
    expect((input as HTMLInputElement).value).toBe('30 نوفمبر 2026');
    typeDay(input, '٥/١٢/٢٠٢٦');
    // The picker hands the day on after its blur handling: wait for the form's render, not the same tick.
    await waitFor(() => expect(saved).toBe('2026-12-05'), { timeout: 5_000 });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('5 ديسمبر 2026'), { timeout: 5_000 });
  });

  it('says why a typed text is not a day, in the interface language, and keeps the last day', async () => {
    await setLanguage('en');
    render(
      <PortalProviders>
        <DateForm />
      </PortalProviders>,
    );
    const input = await screen.findByPlaceholderText('Day, e.g. 30/11/2026', undefined, { timeout: 15_000 });
    expect((input as HTMLInputElement).value).toBe('November 30, 2026');
    typeDay(input, '12/31/2026');
    expect(await screen.findByText('Not a date: write it as day/month/year, e.g. 30/11/2026')).toBeTruthy();
    expect(saved).toBe('2026-11-30');
  });

  it('a list range whose end comes before its start is said and not applied', async () => {
    await setLanguage('en');
    render(
      <PortalProviders>
        <MemoryRouter initialEntries={['/orders?date_from=2026-11-10']}>
          <DateRangeFilter fromLabel="From" toLabel="To" />
          <Search />
        </MemoryRouter>
      </PortalProviders>,
    );
    await screen.findAllByPlaceholderText('Day, e.g. 30/11/2026', undefined, { timeout: 15_000 });
    const to = screen.getByTestId('date-to');
    typeDay(to, '05/11/2026');
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?date_from=2026-11-10');
    typeDay(to, '20/11/2026');
    await waitFor(
      () => expect(screen.getByTestId('search').textContent).toBe('?date_from=2026-11-10&date_to=2026-11-20'),
      { timeout: 5_000 },
    );
    expect(screen.queryByText('The end date must be on or after the start date')).toBeNull();
  });
});
