import type { PostingInput } from './post';

// How the common movements split over the accounts (docs/decisions/0006-money-ledger.md). Pure functions, so
// the ledger unit tests check every plan balances.

/**
 * Money received for the company (card, transfer, cash) from a clearing account: it first pays back credit
 * used (spec §5 "Recharge your credit line to proceed"), the rest lands in the wallet.
 */
export function rechargePlan(
  amount: number,
  creditUsed: number,
  from: 'gateway_clearing' | 'bank_clearing' | 'cash_clearing',
): PostingInput[] {
  const repay = Math.min(amount, creditUsed);
  const toWallet = amount - repay;
  const lines: PostingInput[] = [{ account: from, amount }];
  if (repay > 0) lines.push({ account: 'credit_line', amount: -repay });
  if (toWallet > 0) lines.push({ account: 'wallet', amount: -toWallet });
  return lines;
}

/** What a deduction takes from the wallet and from the credit line (wallet first), or the shortfall. */
export function deductionSplit(amount: number, wallet: number, creditAvailable: number) {
  const fromWallet = Math.min(amount, wallet);
  const fromCredit = amount - fromWallet;
  const allowed = fromCredit <= creditAvailable;
  return { allowed, fromWallet, fromCredit, shortfall: allowed ? 0 : fromCredit - creditAvailable };
}

/** A deduction paying a platform account (revenue by default; an order flow may split VAT out). */
export function deductionPlan(
  fromWallet: number,
  fromCredit: number,
  credits: PostingInput[] = [{ account: 'revenue', amount: -(fromWallet + fromCredit) }],
): PostingInput[] {
  const lines: PostingInput[] = [];
  if (fromWallet > 0) lines.push({ account: 'wallet', amount: fromWallet });
  if (fromCredit > 0) lines.push({ account: 'credit_line', amount: fromCredit });
  return [...lines, ...credits];
}

/**
 * A package sale (DOMAIN.md §3, §5): revenue and 15 % VAT on the whole package, paid now from the wallet, the
 * credit line or a clearing account (card, transfer), and the rest (after a down payment) owed as receivable.
 * `creditCost` is the credit line's financing fee on a credit-line purchase: revenue without VAT (an exempt
 * financial service).
 */
export function packageSalePlan(sale: {
  price: number;
  vat: number;
  creditCost?: number;
  paid: { account: 'wallet' | 'credit_line' | 'gateway_clearing' | 'bank_clearing'; amount: number }[];
}): PostingInput[] {
  const creditCost = sale.creditCost ?? 0;
  const paid = sale.paid.reduce((sum, line) => sum + line.amount, 0);
  const owed = sale.price + sale.vat + creditCost - paid;
  const lines: PostingInput[] = sale.paid.filter((line) => line.amount > 0).map((line) => ({ ...line }));
  if (owed > 0) lines.push({ account: 'receivable', amount: owed });
  lines.push({ account: 'revenue', amount: -(sale.price + creditCost) });
  if (sale.vat > 0) lines.push({ account: 'vat_payable', amount: -sale.vat });
  return lines;
}
