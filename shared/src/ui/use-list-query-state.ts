import { DEFAULT_PAGE_SIZE, type ListQuery, PAGE_SIZES, type PageSize } from '@portal/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** `TSort`: the list endpoint's contract sort keys (e.g. `BRANCH_SORT_KEYS`), the only `sortBy` values it sends. */
export type ListQueryState<TSort extends string = string> = ListQuery & {
  sortBy?: TSort | undefined;
  filters: Record<string, string>;
};

/**
 * A list's page, size, search, sort and filters live in the URL query, so a reload, a shared link
 * or the back button shows the same rows. `filterKeys` names the endpoint's own filters; `sortKeys` its contract
 * sort keys: a `sortBy` in the URL that is not one of them (an old link) is not sent, so the API never refuses it.
 */
export function useListQueryState<TSort extends string = string>(
  filterKeys: readonly string[] = [],
  sortKeys?: readonly TSort[],
) {
  const [params, setParams] = useSearchParams();
  const shownPath = useShownPath();
  const state = useMemo<ListQueryState<TSort>>(() => {
    const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
    const size = Number.parseInt(params.get('perPage') ?? '', 10);
    const perPage = (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE;
    const filters: Record<string, string> = {};
    for (const key of filterKeys) {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
    return {
      page,
      perPage,
      q: params.get('q') ?? undefined,
      sortBy: knownSort(params.get('sortBy'), sortKeys),
      sortDesc: params.get('sortDesc') === 'true',
      filters,
    };
  }, [params, filterKeys, sortKeys]);

  const update = useCallback(
    (
      changes: Partial<
        Record<'page' | 'perPage' | 'q' | 'sortBy' | 'sortDesc' | string, string | number | boolean | undefined>
      >,
    ) => {
      // The user has left this list (a row's link was followed and its page is still loading while the list stays
      // on screen): a late change, such as the search's debounce, must not pull them back to the list.
      if (window.location.pathname !== shownPath.current) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === false) next.delete(key);
            else next.set(key, String(value));
          }
          // Anything but a page change starts again from the first page.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams, shownPath],
  );

  /** The query to send: page, perPage, q, sortBy, sortDesc and the filters, without empty values. */
  const query = useMemo(() => {
    const out: Record<string, string | number | boolean> = { page: state.page, perPage: state.perPage };
    if (state.q) out.q = state.q;
    if (state.sortBy) {
      out.sortBy = state.sortBy;
      out.sortDesc = state.sortDesc;
    }
    return { ...out, ...state.filters };
  }, [state]);

  return { state, query, update };
}

function knownSort<TSort extends string>(value: string | null, sortKeys: readonly TSort[] | undefined) {
  if (!value) return undefined;
  return !sortKeys || (sortKeys as readonly string[]).includes(value) ? (value as TSort) : undefined;
}

/** The browser path of the list as last shown; the address moves ahead of it while the next page loads. */
function useShownPath() {
  const { pathname } = useLocation();
  const shown = useRef(window.location.pathname);
  // Runs when a location is committed on screen (`pathname` changes); the browser's own path is what is compared.
  useEffect(() => {
    if (pathname) shown.current = window.location.pathname;
  }, [pathname]);
  return shown;
}
