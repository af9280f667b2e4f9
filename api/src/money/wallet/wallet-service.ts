import type { CanDeductResult, Wallet, WalletTransaction } from '@portal/contract';
import { localized } from '../../messaging/notifications/notify-company';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { Lang } from '../../platform/i18n/translate';
import {
  creditAvailable,
  deductionPlan,
  deductionSplit,
  insufficientCredit,
  lockCompanyAccounts,
  type PostedEntry,
  post,
  readCompanyAccounts,
} from '../ledger/index';
import { findWalletTransaction, recentWithPending } from './transaction-queries';

// company/wallets/{wallet, canDeductFromWallet, deductFromWallet} (spec §7). A deduction takes the wallet first,
// then the credit line; it never leaves a negative wallet or credit used past the limit (ledger row locks).

/**
 * The wallet's answer; `balances`: the company's balances when the caller has just posted (and so knows them under
 * the accounts' lock), else read.
 */
export async function readWallet(scope: CompanyScope, lang: Lang, known?: PostedEntry['balances']): Promise<Wallet> {
  // One after the other: inside a transaction both share one connection.
  const balances = known
    ? { ...known, creditAvailable: Math.max(0, known.creditLimit - known.creditUsed) }
    : await readCompanyAccounts(scope);
  const { recent, pending } = await recentWithPending(scope, 5, lang);
  return {
    balance: balances.wallet,
    credit_line: { limit: balances.creditLimit, used: balances.creditUsed, available: balances.creditAvailable },
    spendable: balances.wallet + balances.creditAvailable,
    currency: 'SAR',
    pending_transfers: pending,
    recent,
  };
}

export async function canDeduct(scope: CompanyScope, amount: number): Promise<CanDeductResult> {
  const balances = await readCompanyAccounts(scope);
  const split = deductionSplit(amount, balances.wallet, balances.creditAvailable);
  return {
    allowed: split.allowed,
    from_wallet: split.fromWallet,
    from_credit: split.fromCredit,
    shortfall: split.shortfall,
  };
}

export interface Deduction {
  amount: number;
  type: 'order' | 'withdraw' | 'other';
  reference?: string | undefined;
  userId: string | null;
  now: Date;
}

/**
 * Pays `amount` from the company's wallet (then credit line) in the caller's transaction (`scope` bound to it).
 * The order and package flows call this inside their own transaction so the payment and the business change
 * commit together.
 */
export async function deductFromWallet(
  scope: CompanyScope,
  deduction: Deduction,
): Promise<{ entryId: string; balances: PostedEntry['balances'] }> {
  const accounts = await lockCompanyAccounts(scope);
  const split = deductionSplit(deduction.amount, accounts.wallet.balance, creditAvailable(accounts));
  if (!split.allowed) throw insufficientCredit({ shortfall: split.shortfall });
  const reference = deduction.reference ?? null;
  const posted = await post(
    scope,
    {
      type: deduction.type,
      paymentType: deduction.type === 'order' ? 'order' : 'other',
      method: 'wallet',
      reference,
      description: reference
        ? localized('money.entry.deduction_for', { reference })
        : localized('money.entry.deduction'),
      createdBy: deduction.userId,
      createdAt: deduction.now,
      postings: deductionPlan(split.fromWallet, split.fromCredit),
    },
    accounts,
  );
  return { entryId: posted.id, balances: posted.balances };
}

export async function deductAndDescribe(
  scope: CompanyScope,
  deduction: Deduction,
  lang: Lang,
): Promise<{ transaction: WalletTransaction; wallet: Wallet }> {
  const { entryId, balances } = await deductFromWallet(scope, deduction);
  // The balances as posted, and the new movement from the wallet's newest ones (read there anyway): two reads fewer.
  const wallet = await readWallet(scope, lang, balances);
  const transaction =
    wallet.recent.find((movement) => movement.id === entryId) ?? (await findWalletTransaction(scope, entryId, lang));
  return { transaction: transaction!, wallet };
}
