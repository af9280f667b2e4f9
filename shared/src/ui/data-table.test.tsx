// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n-instance';
import { DataTable } from './data-table';
import { PortalProviders } from './portal-providers';
import { useListQueryState } from './use-list-query-state';

afterEach(cleanup);

type Row = { id: string; name: string };
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: `b${i + 11}`, name: `Branch ${i + 11}` }));

function Search() {
  return <output data-testid="url">{useLocation().search}</output>;
}

function Harness({ answered = true }: { answered?: boolean }) {
  const { state, update } = useListQueryState(['city']);
  return (
    <>
      <DataTable<Row>
        label="Branches"
        columns={[{ key: 'name', header: 'Name', render: (r) => r.name, sortKey: 'name' }]}
        rows={answered ? rows : undefined}
        rowKey={(r) => r.id}
        total={answered ? 57 : 0}
        loading={!answered}
        state={state}
        onChange={update}
      />
      <Search />
    </>
  );
}

async function renderAt(url: string) {
  await setLanguage('en');
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={[url]}>
        <Harness />
      </MemoryRouter>
    </PortalProviders>,
  );
}

describe('data table', () => {
  it('draws its pager only once the first page has answered: no pager for the rows to push down (issue 29.1)', async () => {
    await setLanguage('en');
    const view = (answered: boolean) => (
      <PortalProviders>
        <MemoryRouter initialEntries={['/b2b/branches']}>
          <Harness answered={answered} />
        </MemoryRouter>
      </PortalProviders>
    );
    const { rerender } = render(view(false));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByTestId('table-pager')).toBeNull();
    rerender(view(true));
    expect(screen.getByTestId('table-pager').textContent).toContain('1–10 of 57');
  });

  it("names Fluent's clear-search button in the current language (issue 14.5)", async () => {
    await setLanguage('ar');
    render(
      <PortalProviders>
        <MemoryRouter initialEntries={['/b2b/branches?q=olaya']}>
          <Harness />
        </MemoryRouter>
      </PortalProviders>,
    );
    expect(screen.getByRole('button', { name: 'مسح البحث' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'clear' })).toBeNull();
  });

  it('reads page and size from the URL and shows the range with the total', async () => {
    await renderAt('/b2b/branches?page=2&perPage=10');
    expect(screen.getByText('11–20 of 57')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it('moves pages and sorts through the URL; sorting starts again from page 1', async () => {
    await renderAt('/b2b/branches?page=2&perPage=10');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));
    expect(screen.getByTestId('url').textContent).toBe('?page=3&perPage=10');
    await act(async () => fireEvent.click(screen.getByText('Name')));
    expect(screen.getByTestId('url').textContent).toBe('?perPage=10&sortBy=name');
    await act(async () => fireEvent.click(screen.getByText('Name')));
    expect(screen.getByTestId('url').textContent).toBe('?perPage=10&sortBy=name&sortDesc=true');
  });

  it('disables "Previous" on the first page and "Next" on the last', async () => {
    await renderAt('/b2b/branches?page=6&perPage=10');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('ignores a page size the spec does not list', async () => {
    await renderAt('/b2b/branches?perPage=7');
    expect(screen.getByText('1–10 of 57')).toBeTruthy();
  });
});
