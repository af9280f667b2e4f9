import { useSearchParams } from '@portal/shared/router';

// The year and branch live in the URL (?year=2026&branch=…): a shared link or a reload shows the same figures.

export type DashboardFilters = { year: number | null; branchId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readDashboardFilters(params: URLSearchParams): DashboardFilters {
  const year = Number(params.get('year'));
  const branch = params.get('branch');
  return {
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null,
    branchId: branch && UUID.test(branch) ? branch : null,
  };
}

export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readDashboardFilters(params);
  const set = (name: 'year' | 'branch', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    setYear: (year: number) => set('year', String(year)),
    setBranch: (branchId: string | null) => set('branch', branchId),
  };
}
