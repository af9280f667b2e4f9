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
