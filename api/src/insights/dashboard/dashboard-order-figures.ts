import { byMonth, sumByMonth } from './dashboard-year';

// The monthly and per-branch widgets, summed in Node from the few (month, branch) aggregate rows of one query. A
// branch's spend also holds its shares of the packages (package-shares.ts), so the branches add up to the company.

type Cell = {
  month: number;
  branchId: string;
  name: string;
  code: string;
  orders: number;
  completed: number;
  seconds: number;
  spend: number | string;
};

/** A branch's share of the packages bought in one month (halalas). */
type Share = { month: number; branchId: string; name: string; code: string; value: number };

export function orderWidgets(cells: readonly Cell[], shares: readonly Share[] = []) {
  const packageCells: Cell[] = shares.map((share) => ({
    ...share,
    orders: 0,
    completed: 0,
    seconds: 0,
    spend: share.value,
  }));
  const monthly = (pick: (cell: Cell) => number) =>
    byMonth(sumByMonth(cells.map((cell) => ({ month: cell.month, value: pick(cell) }))));
  const branches = new Map<
    string,
    { branch_id: string; name: string; code: string; orders: number; completed: number; spend: number }
  >();
  for (const cell of [...cells, ...packageCells]) {
    const branch = branches.get(cell.branchId) ?? {
      branch_id: cell.branchId,
      name: cell.name,
      code: cell.code,
      orders: 0,
      completed: 0,
      spend: 0,
    };
    branch.orders += cell.orders;
    branch.completed += cell.completed;
    branch.spend += Number(cell.spend);
    branches.set(cell.branchId, branch);
  }
  // analytics2: each branch's orders and spend month by month
  const overTime = new Map<string, { branch_id: string; name: string; orders: number[]; spend: number[] }>();
  for (const cell of [...cells, ...packageCells]) {
    const branch = overTime.get(cell.branchId) ?? {
      branch_id: cell.branchId,
      name: cell.name,
      orders: Array.from({ length: 12 }, () => 0),
      spend: Array.from({ length: 12 }, () => 0),
    };
    branch.orders[cell.month - 1]! += cell.orders;
    branch.spend[cell.month - 1]! += Number(cell.spend);
    overTime.set(cell.branchId, branch);
  }
  const sum = (pick: (cell: Cell) => number) => cells.reduce((total, cell) => total + pick(cell), 0);
  const perBranch = [...branches.values()].sort(
    (a, b) => b.orders - a.orders || (a.branch_id < b.branch_id ? -1 : a.branch_id > b.branch_id ? 1 : 0),
  );
  return {
    completed_orders: { completed: sum((c) => c.completed), total: sum((c) => c.orders) },
    hours_completed: Math.round((sum((c) => Number(c.seconds)) / 3600) * 100) / 100,
    per_branch: perBranch,
    // in the order of per_branch (the contract's), not in the order the rows came
    branch_months: perBranch.map((branch) => overTime.get(branch.branch_id)!),
    yearly_orders: monthly((c) => c.orders),
    order_spend: monthly((c) => Number(c.spend)),
  };
}
