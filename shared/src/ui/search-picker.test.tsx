// @vitest-environment jsdom
import type { ListResult } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n-instance';
import { queryClient } from '../query';
import { PortalProviders } from './portal-providers';
import { type PickerSearch, SearchPicker } from './search-picker';

type Branch = { id: string; name: string };
// A company with 250 branches: more than any one page (the old pickers asked for 100 and stopped there).
const BRANCHES: Branch[] = Array.from({ length: 250 }, (_, i) => ({
  id: `b${i + 1}`,
  name: `Branch ${String(i + 1).padStart(3, '0')}`,
}));
let asked: PickerSearch[] = [];

/** The list endpoint's answer, faked: a contains-search on the name, first page only. */
const branchSearch = (query: PickerSearch) =>
  queryOptions({
    queryKey: ['test-branches', query],
    queryFn: async (): Promise<ListResult<Branch>> => {
      asked.push(query);
      const q = query.q?.toLowerCase() ?? '';
      const found = BRANCHES.filter((b) => b.name.toLowerCase().includes(q));
      return { items: found.slice(0, query.perPage), total: found.length, page: 1, perPage: query.perPage };
    },
  });

function Harness({ enabled = true }: { enabled?: boolean }) {
  const [value, setValue] = useState<Branch | null>(null);
  return (
    <>
      <SearchPicker
        label="Branch"
        search={branchSearch}
        itemKey={(b) => b.id}
        itemLabel={(b) => b.name}
        value={value?.id ?? null}
        onChange={setValue}
        enabled={enabled}
      />
      <output data-testid="chosen">{value?.id ?? ''}</output>
    </>
  );
}

async function renderPicker(enabled = true) {
  render(
    <PortalProviders>
      <Harness enabled={enabled} />
    </PortalProviders>,
  );
}

beforeEach(async () => {
  asked = [];
  queryClient.clear();
  await setLanguage('en');
});
afterEach(cleanup);

describe('search picker', () => {
  it('finds and picks the 250th branch of 250 by typing, asking one page per pause in typing', async () => {
    await renderPicker();
    const box = screen.getByRole('combobox', { name: 'Branch' });
    act(() => box.focus());
    fireEvent.click(box);
    expect(
      await screen.findByRole('option', { name: 'Showing 20 of 250: type to narrow the list' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Branch 250' })).toBeNull();

    fireEvent.change(box, { target: { value: 'Branch 2' } });
    fireEvent.change(box, { target: { value: 'Branch 25' } });
    fireEvent.change(box, { target: { value: 'Branch 250' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Branch 250' }, { timeout: 5000 }));

    expect(screen.getByTestId('chosen').textContent).toBe('b250');
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Branch 250'));
    // The keystrokes in between cost nothing: the first page, then the final text.
    expect(asked.map((query) => query.q)).toEqual([undefined, 'Branch 250']);
    expect(asked.every((query) => query.perPage === 20)).toBe(true);
  });

  it('says "No results" when nothing matches', async () => {
    await renderPicker();
    const box = screen.getByRole('combobox', { name: 'Branch' });
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'Olaya' } });
    expect(await screen.findByRole('option', { name: 'No results' }, { timeout: 5000 })).toBeTruthy();
  });

  it('asks nothing without the ability to read the list', async () => {
    await renderPicker(false);
    const box = screen.getByRole('combobox', { name: 'Branch' });
    fireEvent.click(box);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
  });

  it('speaks Arabic', async () => {
    await setLanguage('ar');
    await renderPicker();
    fireEvent.click(screen.getByRole('combobox', { name: 'Branch' }));
    expect(
      await screen.findByRole('option', { name: 'يُعرض 20 من 250: اكتب لتضييق القائمة' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
