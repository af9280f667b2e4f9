// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n-instance';
import { DataTable } from './data-table';
import { PortalProviders } from './portal-providers';
import { useListQueryState } from './use-list-query-state';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Row = { id: string; name: string };
const rows: Row[] = [{ id: 'c1', name: 'Olaya Co' }];

function CompaniesList() {
  const { state, update } = useListQueryState();
  return (
    <DataTable<Row>
      label="Companies"
      columns={[{ key: 'name', header: 'Name', render: (r) => <Link to={`/companies/${r.id}`}>{r.name}</Link> }]}
      rows={rows}
      rowKey={(r) => r.id}
      total={1}
      loading={false}
      state={state}
      onChange={update}
    />
  );
}

describe('a list search typed just before a row is opened', () => {
  it('does not pull the user back to the list while the row’s page is still loading', async () => {
    await setLanguage('en');
    window.history.replaceState(null, '', '/companies');
    // The detail page is a lazy chunk that takes longer than the search's 300 ms debounce to arrive.
    let arrive: () => void = () => {};
    const Detail = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Company page</h1> });
        }),
    );
    render(
      <PortalProviders>
        <BrowserRouter>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              <Route path="/companies" element={<CompaniesList />} />
              <Route path="/companies/:id" element={<Detail />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </PortalProviders>,
    );
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Olaya' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Olaya Co' })));
    await act(async () => vi.advanceTimersByTime(400));
    expect(window.location.pathname).toBe('/companies/c1');
    expect(window.location.search).toBe('');
    vi.useRealTimers();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Company page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/companies/c1');
  });
});
