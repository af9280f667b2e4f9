// @vitest-environment jsdom
import '../testing/jsdom-resize-observer';
import type { ListResult } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateAbility } from '../ability';
import { setLanguage } from '../i18n/i18n-instance';
import { queryClient } from '../query';
import { FilterSelect } from './filter-select';
import { ListPage, type ListPageQuery } from './list-page';
import { PortalProviders } from './portal-providers';

type Row = { id: string; name: string };
const AREAS = [
  { value: 'north', label: 'North' },
  { value: 'south', label: 'South' },
];

afterEach(() => {
  cleanup();
  queryClient.clear();
});
beforeEach(() => setLanguage('en'));

function Url() {
  return <output data-testid="url">{useLocation().search}</output>;
}

/** A list endpoint stand-in recording every query the page sends; `fail` makes it answer with an error. */
function fakeEndpoint(fail = { times: 0 }) {
  const calls: ListPageQuery[] = [];
  const listQuery = (query: ListPageQuery) =>
    queryOptions({
      queryKey: ['test-rows', query],
      queryFn: async (): Promise<ListResult<Row>> => {
        calls.push(query);
        if (fail.times > 0) {
          fail.times -= 1;
          throw new Error('down');
        }
        const items = [{ id: 'r1', name: `Row of ${String(query.area_id ?? 'all')}` }];
        return { items, total: 1, page: 1, perPage: Number(query.perPage) };
      },
      retry: false,
    });
  return { calls, listQuery };
}

function renderPage(
  url: string,
  endpoint: ReturnType<typeof fakeEndpoint>,
  exportSpy = vi.fn(),
  card?: (row: Row) => ReactNode,
) {
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={[url]}>
        <ListPage
          testId="rows-page"
          title="Rows"
          access={{ action: 'read', subject: 'b2b_rows' }}
          listQuery={endpoint.listQuery}
          filterKeys={['area_id']}
          toolbar={<FilterSelect name="area_id" label="Area" allLabel="All areas" options={AREAS} />}
          renderExport={(query) => (
            <button type="button" onClick={() => exportSpy(query)}>
              Export
            </button>
          )}
          tableLabel="Rows table"
          sortKeys={['name']}
          columns={[{ key: 'name', header: 'Name', render: (row) => row.name, sortKey: 'name' }]}
          card={card}
          rowKey={(row) => row.id}
        />
        <Url />
      </MemoryRouter>
    </PortalProviders>,
  );
}

// jsdom renders of Fluent components take seconds on a busy machine.
describe('list page', { timeout: 30_000 }, () => {
  it('without the read ability says so and never asks the API', async () => {
    updateAbility([{ action: 'read', subject: 'b2b_other' }]);
    const endpoint = fakeEndpoint();
    renderPage('/rows', endpoint);
    expect(await screen.findByText('You do not have permission to see this list.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(endpoint.calls).toEqual([]);
  });

  it('sends the URL filter, offers the spec page sizes and shows export only with the export ability', async () => {
    updateAbility([{ action: 'read', subject: 'b2b_rows' }]);
    const endpoint = fakeEndpoint();
    renderPage('/rows?area_id=south&perPage=20', endpoint);
    expect(await screen.findByText('Row of south')).toBeTruthy();
    expect(endpoint.calls[0]).toEqual({ page: 1, perPage: 20, area_id: 'south' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('combobox', { name: /Rows per page/ })));
    const sizes = screen.getAllByRole('option').map((option) => option.textContent);
    expect(sizes).toEqual(['5', '10', '20', '25', '50', '100']);

    cleanup();
    updateAbility([
      { action: 'read', subject: 'b2b_rows' },
      { action: 'export', subject: 'b2b_rows' },
    ]);
    const exportSpy = vi.fn();
    renderPage('/rows?area_id=south', endpoint, exportSpy);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Export' })));
    expect(exportSpy).toHaveBeenCalledWith({ page: 1, perPage: 10, area_id: 'south' });
  });

  it('keeps a chosen filter in the URL, back on page 1, and the query follows it', async () => {
    updateAbility([{ action: 'read', subject: 'b2b_rows' }]);
    const endpoint = fakeEndpoint();
    renderPage('/rows?page=3', endpoint);
    const filter = await screen.findByRole('combobox', { name: 'Area' });
    expect(filter.textContent).toBe('All areas');
    await act(async () => fireEvent.click(filter));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'North' })));
    expect(screen.getByTestId('url').textContent).toBe('?area_id=north');
    expect(await screen.findByText('Row of north')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Area' }).textContent).toBe('North');
    await act(async () => fireEvent.click(screen.getByRole('combobox', { name: 'Area' })));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'All areas' })));
    expect(screen.getByTestId('url').textContent).toBe('');
  });

  it('shows the error bar when the list fails, and Retry loads it again', async () => {
    updateAbility([{ action: 'read', subject: 'b2b_rows' }]);
    const endpoint = fakeEndpoint({ times: 1 });
    renderPage('/rows', endpoint);
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Row of all')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The list could not be loaded.')).toBeNull());
    expect(endpoint.calls).toHaveLength(2);
  });

  it('with a card shows one column of cards on a phone and the columns on a desktop', async () => {
    updateAbility([{ action: 'read', subject: 'b2b_rows' }]);
    const card = (row: Row) => <div data-testid="row-card">{row.name}</div>;
    // jsdom has no matchMedia: the phone breakpoint matches or not as the test says.
    const phone = (matches: boolean) =>
      vi.stubGlobal('matchMedia', () => ({ matches, addEventListener: () => {}, removeEventListener: () => {} }));
    phone(true);
    renderPage('/rows', fakeEndpoint(), vi.fn(), card);
    expect((await screen.findByTestId('row-card')).textContent).toBe('Row of all');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Rows table']);

    cleanup();
    phone(false);
    renderPage('/rows', fakeEndpoint(), vi.fn(), card);
    expect(await screen.findByText('Row of all')).toBeTruthy();
    expect(screen.queryByTestId('row-card')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name']);
    vi.unstubAllGlobals();
  });
});
